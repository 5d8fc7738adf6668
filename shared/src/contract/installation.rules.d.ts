export declare const installationPageSize: 10;
export declare const maxInstallationTake: 100;
export declare const installationSortColumns: readonly ['name', 'code', 'type'];
export declare function installationCodePart(code: string): string;
