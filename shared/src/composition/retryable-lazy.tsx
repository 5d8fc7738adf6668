import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryLoad } from './retry-load';

/**
 * `React.lazy` that loads again after a failure. React.lazy keeps a rejected load for good, so a page whose
 * chunk failed during an outage would stay broken until a full reload; here a failed load is replaced by a
 * fresh lazy component, and the next render (the error area's "Prøv igen", or the next visit) fetches again.
 * Each load is also tried a few times first (retryLoad).
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      retryLoad(load).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = create();
          throw error;
        },
      ),
    );
  let current = create();
  function RetryableLazy(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return RetryableLazy;
}
