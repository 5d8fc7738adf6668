/** Case-insensitive match on a name against the typed text (spec section 5, picker search). */
export function matchesSearch(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('da-DK');
  return needle === '' || name.toLocaleLowerCase('da-DK').includes(needle);
}
