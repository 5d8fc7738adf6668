import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { OverlayHost, Spinner, retryableLazy, routePath, useT, type EmbeddedProps } from '@portal/shared';
import meta from '../remote.meta.json';
import { ControlSchemaOverlay } from './report-overlays/control-schema.overlay';
import { ServiceReportOverlay } from './report-overlays/service-report.overlay';
import { TaskFilesOverlay } from './task-files/task-files.overlay';
import { TaskOverlay } from './task-overlay/task.overlay';
import { TaskListPrefetch } from './tasks/task-list-prefetch.component';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  urgentTasks: routePath(meta, 'urgentTasks'),
  completedTasks: routePath(meta, 'completedTasks'),
  plannedTasks: routePath(meta, 'plannedTasks'),
};

/** The list pages load on demand: they bring the grid (ag-grid), which the overlays and widgets do not need. */
const TaskListPage = retryableLazy(() => import('./tasks/task-list.page').then((module) => module.TaskListPage));

/** Each list route's call, started with the route: it leaves while the page's chunk, the grid and the texts load. */
function PrefetchRoutes() {
  return (
    <Routes>
      <Route path={paths.urgentTasks} element={<TaskListPrefetch mode="urgent" />} />
      <Route path={paths.completedTasks} element={<TaskListPrefetch mode="completed" />} />
      <Route path={paths.plannedTasks} element={<TaskListPrefetch mode="planned" />} />
    </Routes>
  );
}

function TaskRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        {/* The key gives each page its own state (search, selection) when moving between them. */}
        <Route path={paths.urgentTasks} element={<TaskListPage key="urgent" mode="urgent" />} />
        <Route path={paths.completedTasks} element={<TaskListPage key="completed" mode="completed" />} />
        <Route path={paths.plannedTasks} element={<TaskListPage key="planned" mode="planned" />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <TaskRoutes />
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

/** Outside the shell no overlay host listens: the embedded remote renders the shared OverlayHost with its own overlays. */
function EmbeddedOverlays() {
  const t = useT();
  return (
    <OverlayHost
      label={t('tasks.overlay.label')}
      accepts={(type) => embeddedOverlays.has(type)}
      renderOverlay={(overlay) =>
        overlay.type === 'task' ? (
          <TaskOverlay key={overlay.serial} {...overlay.props} />
        ) : overlay.type === 'service-report' ? (
          <ServiceReportOverlay key={overlay.serial} {...overlay.props} />
        ) : overlay.type === 'control-schema' ? (
          <ControlSchemaOverlay key={overlay.serial} {...overlay.props} />
        ) : overlay.type === 'task-files' ? (
          <TaskFilesOverlay key={overlay.serial} {...overlay.props} />
        ) : null
      }
    />
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path, overlayHost }: EmbeddedProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <PrefetchRoutes />
      <TaskRoutes />
      {overlayHost ? <EmbeddedOverlays /> : null}
    </MemoryRouter>
  );
}
