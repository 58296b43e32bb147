import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@portal/shared';

/**
 * A reading part behind its own lazy boundary: the component `load` brings, with a loading
 * state while its chunk is on the way. Nothing of it loads before a page first shows it.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
