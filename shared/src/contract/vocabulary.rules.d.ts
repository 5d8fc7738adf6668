export declare const vocabularyIds: Readonly<Record<string, string>>;
export declare function vocabularyEntry(value: string | null | undefined): { id: string; values?: Record<string, string> } | null;
