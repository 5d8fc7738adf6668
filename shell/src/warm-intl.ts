/**
 * The first Intl number or date service of a page makes V8 build its list of the locales ICU has: 40-100 ms of
 * main thread on this project's machines, once per page, whatever the locale. react-intl asks for it when its
 * provider first renders (createIntl checks `Intl.NumberFormat.supportedLocalesOf`), in the middle of the
 * page's first render. Asked here, in a task of its own while the start's chunks are still downloading, it
 * is paid while the main thread would otherwise wait (long tasks, LCP).
 */
export function warmIntl(locale: string): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
    new Intl.PluralRules(locale);
  }, 0);
}
