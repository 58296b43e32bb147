import { Suspense, type ComponentType } from 'react';
import { LoadingState, lazyPreloadable, type Preloadable } from '@portal/shared';

/**
 * A shell page whose code is fetched when it is first shown, not with the home page: the login,
 * registration and privacy pages are seldom the first thing a reader opens. Its `preload` is the
 * route's: a page the site's server rendered loads it before the browser takes the page over.
 */
export function lazyPage(load: () => Promise<ComponentType>): Preloadable<object> {
  const Page = lazyPreloadable(async () => ({ default: await load() }));
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: Page.preload });
}
