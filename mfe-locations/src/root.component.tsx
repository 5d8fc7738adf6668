import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { routePath } from '@portal/shared';
import meta from '../remote.meta.json';
import { LocationPage } from './location/location.page';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  location: routePath(meta, 'location'),
};

function LocationRoutes() {
  return (
    <Routes>
      <Route path={paths.location} element={<LocationPage />} />
    </Routes>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <LocationRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LocationRoutes />
    </MemoryRouter>
  );
}
