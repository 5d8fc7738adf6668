import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, dispatchOverlayClose, subscribeOverlayClose, subscribeOverlayOpen, useT, type OverlayOpen } from '@portal/shared';
import { IssueOverlay, type IssueOverlayProps } from './issue-overlay/issue.overlay';
import { ThermographyOverlay, type ThermographyOverlayProps } from './thermography-overlay/thermography.overlay';
import styles from './root.module.css';

/**
 * The list pages load on demand: they bring the grid (ag-grid), which the overlays and the dashboard
 * widget of this remote do not need.
 */
const IssueListPage = lazy(() => import('./issues/issue-list.page').then((module) => ({ default: module.IssueListPage })));

function IssueRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        {/* The key gives each page its own state (search, tab, selection) when moving between them. */}
        <Route path="/aktuelle-fejl" element={<IssueListPage key="current" mode="current" />} />
        <Route path="/afsluttede-fejl" element={<IssueListPage key="completed" mode="completed" />} />
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

/**
 * Outside the shell no overlay host listens, so the embedded remote shows its own overlays in a panel
 * beside the list (the same parcels' components the shell would mount).
 */
function EmbeddedOverlays() {
  const t = useT();
  const [overlay, setOverlay] = useState<(OverlayOpen & { serial: number }) | null>(null);
  useEffect(() => {
    let serial = 0;
    const unsubscribeOpen = subscribeOverlayOpen((detail) => {
      if (detail.type === 'issue' || detail.type === 'thermography') {
        serial += 1;
        setOverlay({ ...detail, serial });
      }
    });
    const unsubscribeClose = subscribeOverlayClose(() => setOverlay(null));
    return () => {
      unsubscribeOpen();
      unsubscribeClose();
    };
  }, []);
  if (!overlay) {
    return null;
  }
  return (
    <aside className={styles.embeddedOverlay} aria-label={t('issues.overlay.label')}>
      <button type="button" className={styles.close} onClick={dispatchOverlayClose} aria-label={t('common.close')}>
        ×
      </button>
      {overlay.type === 'issue' ? (
        <IssueOverlay key={overlay.serial} {...(overlay.props as IssueOverlayProps)} />
      ) : (
        <ThermographyOverlay key={overlay.serial} {...(overlay.props as ThermographyOverlayProps)} />
      )}
    </aside>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <IssueRoutes />
      <EmbeddedOverlays />
    </MemoryRouter>
  );
}
