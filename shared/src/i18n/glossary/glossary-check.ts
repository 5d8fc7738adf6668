/**
 * The glossary's banned synonyms (docs/glossary.md) checked against translated texts. The texts come
 * in as a plain key -> text map per language, so the check does not care where dictionaries live.
 */
export type TextsByCulture = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface BannedTerm {
  concept: string;
  culture: string;
  /** As written in the glossary: `word` matches at a word start, `*word` anywhere in a word. */
  term: string;
}

export interface GlossaryViolation {
  culture: string;
  key: string;
  text: string;
  concept: string;
  term: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/\\(.)/g, '$1'));
}

/** The rows of the first Markdown table under `## <heading>`: header cells, then data rows. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) {
    throw new Error(`glossary: no '## ${heading}' section`);
  }
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) {
      break;
    }
    if (line.trim().startsWith('|')) {
      rows.push(cells(line));
    } else if (rows.length > 0) {
      break;
    }
  }
  // Drop the |---| separator row.
  return rows.filter((row) => !row.every((cell) => /^:?-+:?$/.test(cell)));
}

/** Reads the 'Banned synonyms' table: one column per culture (e.g. da-dk), comma-separated terms. */
export function parseBannedTerms(markdown: string): BannedTerm[] {
  const [header, ...rows] = tableUnder(markdown, 'Banned synonyms');
  if (!header) {
    throw new Error('glossary: the banned-synonyms table is empty');
  }
  const cultures = header.slice(1);
  return rows.flatMap(([concept = '', ...columns]) =>
    columns.flatMap((column, index) =>
      column
        .split(',')
        .map((term) => term.trim())
        .filter((term) => term !== '' && term !== '–' && term !== '-')
        .map((term) => ({ concept, culture: cultures[index] ?? '', term })),
    ),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Case-insensitive, Unicode-aware (æ, ø, å, ä, ö, ü, ß are letters here). */
export function termPattern(term: string): RegExp {
  const anywhere = term.startsWith('*');
  const word = escapeRegExp(anywhere ? term.slice(1) : term).replace(/ /g, '\\s+');
  return new RegExp(anywhere ? word : `(?<![\\p{L}\\p{N}])${word}`, 'iu');
}

/** Every text that uses a banned term of its own language. */
export function findBannedSynonyms(terms: readonly BannedTerm[], texts: TextsByCulture): GlossaryViolation[] {
  const violations: GlossaryViolation[] = [];
  for (const { concept, culture, term } of terms) {
    const pattern = termPattern(term);
    for (const [key, text] of Object.entries(texts[culture] ?? {})) {
      if (pattern.test(text)) {
        violations.push({ culture, key, text, concept, term });
      }
    }
  }
  return violations;
}
