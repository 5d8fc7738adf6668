export declare const maxUploadBytes: 100_000_000;
export declare const allowedUploadTypes: Readonly<Record<string, readonly string[]>>;
export declare const uploadNamePattern: RegExp;
export declare const maxUploadCommentLength: 4000;
export declare function allowedUploadName(fileName: string): string;
