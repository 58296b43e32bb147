import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '@portal/shared';
import { namedLazy } from './named-lazy';

/**
 * A reading part behind its own lazy boundary: the component `load` brings, with a loading
 * state while its chunk is on the way. Nothing of it loads before a page first shows it, or,
 * on a page the site's server rendered, before the browser takes the page over (by `name`,
 * see `preloadParts`).
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Part = namedLazy(load, `reading:${name}`);
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
