import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { OverlayHost, Spinner, retryableLazy, routePath, useT, type EmbeddedProps } from '@portal/shared';
import meta from '../remote.meta.json';
import { IssueOverlay } from './issue-overlay/issue.overlay';
import { IssueListPrefetch } from './issues/issue-list-prefetch.component';
// /tilbud and /meld-fejl (no grid) are part of the routes' chunk, not lazy pages: the build preloads the grid for
// a deep link only when every lazy page uses it (build-tools/rspack/route-preloads.mjs), and the fault lists need
// it; their routes say `preloadShared: false` in remote.meta.json, so a deep link to them does not fetch it.
import { FaultReportPage } from './fault-report/fault-report.page';
import { QuoteListPage } from './quotes/quote-list.page';
import { ThermographyOverlay } from './thermography-overlay/thermography.overlay';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  currentIssues: routePath(meta, 'currentIssues'),
  completedIssues: routePath(meta, 'completedIssues'),
  quotes: routePath(meta, 'quotes'),
  faultReport: routePath(meta, 'faultReport'),
};

/**
 * The list pages load on demand: they bring the grid (ag-grid), which the overlays and the dashboard
 * widget of this remote do not need. retryableLazy: a chunk that failed in an outage loads again later.
 */
const IssueListPage = retryableLazy(() => import('./issues/issue-list.page').then((module) => module.IssueListPage));


/** Each list route's call, started with the route: it leaves while the page's chunk, the grid and the texts load. */
function PrefetchRoutes() {
  return (
    <Routes>
      <Route path={paths.currentIssues} element={<IssueListPrefetch mode="current" />} />
      <Route path={paths.completedIssues} element={<IssueListPrefetch mode="completed" />} />
    </Routes>
  );
}

function IssueRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        {/* The key gives each page its own state (search, tab, selection) when moving between them. */}
        <Route path={paths.currentIssues} element={<IssueListPage key="current" mode="current" />} />
        <Route path={paths.completedIssues} element={<IssueListPage key="completed" mode="completed" />} />
        <Route path={paths.quotes} element={<QuoteListPage />} />
        <Route path={paths.faultReport} element={<FaultReportPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <IssueRoutes />
    </BrowserRouter>
  );
}

/** The routes' calls inside the shell, rendered without waiting for the remote's texts (RemoteImplementation.prefetch). */
export function RoutePrefetch() {
  return (
    <BrowserRouter>
      <PrefetchRoutes />
    </BrowserRouter>
  );
}

/** The overlay types this remote shows itself when embedded (its remote.meta.json `overlays`). */
const embeddedOverlays = new Set<string>(meta.overlays);

/**
 * Outside the shell no overlay host listens, so the embedded remote renders the shared OverlayHost
 * with its own overlay components (the ones the shell would mount as parcels).
 */
function EmbeddedOverlays() {
  const t = useT();
  return (
    <OverlayHost
      label={t('issues.overlay.label')}
      accepts={(type) => embeddedOverlays.has(type)}
      renderOverlay={(overlay) =>
        overlay.type === 'issue' ? (
          <IssueOverlay key={overlay.serial} {...overlay.props} />
        ) : overlay.type === 'thermography' ? (
          <ThermographyOverlay key={overlay.serial} {...overlay.props} />
        ) : null
      }
    />
  );
}

/**
 * The same routes outside the shell, where the page's URL is not ours to change. Its own overlay host only
 * when the page has none: the /embed.js loader brings one page-wide host for all its mounts.
 */
export function EmbeddedRoot({ path, overlayHost }: EmbeddedProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <PrefetchRoutes />
      <IssueRoutes />
      {overlayHost ? <EmbeddedOverlays /> : null}
    </MemoryRouter>
  );
}
