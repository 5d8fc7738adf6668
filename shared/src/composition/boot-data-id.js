// @ts-check
/**
 * The id of the JSON block the page servers write into the shell's index.html (`@portal/page-server/boot-document`)
 * and the shell reads with `document.getElementById` (boot-data.ts). Plain JavaScript so Node runs it.
 */
export const BOOT_DATA_ID = 'portal-boot';
