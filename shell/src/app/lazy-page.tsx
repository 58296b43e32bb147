import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@portal/shared';

/**
 * A shell page whose code is fetched when it is first shown, not with the home page: the login,
 * registration and privacy pages are seldom the first thing a reader opens.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  };
}
