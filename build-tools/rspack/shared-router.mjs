// @ts-check
/**
 * What every app gets for `import ... from 'react-router-dom'` (ADR 0027): the part of React Router
 * the portal uses (declarative routing: a router, routes, links, the location hooks), shared as the
 * 'react-router-dom' singleton (shared-singletons.mjs). A shared package is never tree-shaken, and all of
 * react-router 7 (data routers, loaders, server rendering) is about 60 KB gzip on every page; this entry
 * is a quarter of it, and still one copy (one router context) per page.
 *
 * Only the names below exist at run time: an app that needs another one adds it here (the test
 * scripts/shared-router.test.mjs fails on an import of a name this file does not export). Data routers
 * (createBrowserRouter, loaders, useBlocker) are deliberately absent: the shell owns the one BrowserRouter.
 * Imports 'react-router' (the package react-router-dom re-exports), which is not shared itself.
 */
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
