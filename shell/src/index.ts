// The async boundary lets Module Federation negotiate shared singletons before any of them loads.
import('./bootstrap').catch((error: unknown) => {
  console.error(error);
});
