/**
 * 'foto.png' taken -> 'foto2.png', then 'foto3.png', ... (keeps the letters-and-digits name rule).
 * Every owner of files (issue, location, ...) names its uploads so: a name is unique per owner, and the
 * delete calls address a file by it.
 */
export function uniqueDisplayName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
