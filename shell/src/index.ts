// The async boundary lets Module Federation negotiate shared singletons before any of them loads.
// `/login` opened directly starts without the router and the signed-in shell (sign-in-start.tsx, ADR 0027).
const signInPage = window.location.pathname.replace(/\/+$/, '') === '/login';
(signInPage ? import('./sign-in-start') : import('./bootstrap'))
  .then((app) => app.start())
  .catch((error: unknown) => {
    console.error(error);
  });
