/**
 * 'foto.png' taken -> 'foto (2).png', then 'foto (3).png', ... (the way file managers number copies, so
 * 'Tavlefoto1.png' twice is 'Tavlefoto1 (2).png', never 'Tavlefoto12.png', which reads as another photo).
 * Every owner of files (issue, location, ...) names its uploads so: a name is unique per owner, and the
 * delete calls address a file by it. The upload rule (letters and digits) applies to the name uploaded,
 * not to the number added here.
 */
export function uniqueDisplayName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let copy = 2; ; copy += 1) {
    const candidate = `${base} (${copy})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
