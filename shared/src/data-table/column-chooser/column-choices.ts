/** A person's choice of columns for one table: the columns shown or hidden against the table's defaults. */
export interface ColumnChoices {
  shown: string[];
  hidden: string[];
}

const noChoices: ColumnChoices = { shown: [], hidden: [] };

/** The localStorage key of one person's choices for one table (spec's storage keys stay as they are). */
export function columnChoicesKey(email: string, tableId: string): string {
  return `portal.columns:${email.toLowerCase()}:${tableId}`;
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The stored choices, or none (nothing stored, unreadable, or no storage). */
export function readColumnChoices(key: string | null): ColumnChoices {
  if (key === null) return noChoices;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return noChoices;
    const record = parsed as Record<string, unknown>;
    return { shown: idList(record.shown), hidden: idList(record.hidden) };
  } catch {
    return noChoices;
  }
}

/** Stores the choices; none left removes the entry. A full or refused storage only loses the memory of them. */
export function writeColumnChoices(key: string | null, choices: ColumnChoices): void {
  if (key === null) return;
  try {
    if (choices.shown.length === 0 && choices.hidden.length === 0) {
      localStorage.removeItem(key);
    } else {
      localStorage.setItem(key, JSON.stringify(choices));
    }
  } catch {
    // The choice still applies until the page is left.
  }
}

/** Whether a column shows: the person's choice, else its default. */
export function isColumnShown(choices: ColumnChoices, id: string, hiddenByDefault: boolean): boolean {
  if (choices.hidden.includes(id)) return false;
  if (choices.shown.includes(id)) return true;
  return !hiddenByDefault;
}

/** The choices after showing or hiding one column; a choice equal to the default is dropped. */
export function chooseColumn(choices: ColumnChoices, id: string, show: boolean, hiddenByDefault: boolean): ColumnChoices {
  const shown = choices.shown.filter((item) => item !== id);
  const hidden = choices.hidden.filter((item) => item !== id);
  if (show && hiddenByDefault) shown.push(id);
  if (!show && !hiddenByDefault) hidden.push(id);
  return { shown, hidden };
}
