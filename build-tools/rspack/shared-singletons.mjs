// @ts-check
/**
 * The one table of Module Federation shared singletons (see docs/architecture.md).
 * Subpaths are listed on their own: 'react-dom' does not cover 'react-dom/client'.
 * Nothing is eager: the host keeps its bootstrap behind `import('./bootstrap')`.
 */
const singleton = { singleton: true, requiredVersion: false };

/** Packages every app shares, loaded once per page. */
export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router-dom': singleton,
  'react-intl': singleton,
  swr: singleton,
  'single-spa': singleton,
  'single-spa-react': singleton,
  '@portal/shared': singleton,
  // The table's own entry, with ag-grid bundled inside it rather than shared by itself: a shared
  // package is never tree-shaken, and all of ag-grid-community is about 390 KB gzip where the modules
  // the DataTable registers are a fraction. Sharing the entry still loads the grid once per page.
  '@portal/shared/data-table': singleton,
  // Large libraries: shared so they load once, and only by the remotes that use them.
  highcharts: singleton,
  'highcharts-react-official': singleton,
};
