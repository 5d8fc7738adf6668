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
  // Its own entry, so ag-grid stays out of the root export and loads only with the remotes that show a table.
  '@portal/shared/data-table': singleton,
  // Large libraries: shared so they load once, and only by the remotes that use them.
  'ag-grid-community': singleton,
  'ag-grid-react': singleton,
  highcharts: singleton,
  'highcharts-react-official': singleton,
};
