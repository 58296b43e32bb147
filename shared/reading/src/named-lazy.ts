import { lazy, type ComponentType } from 'react';
import * as shared from '@portal/shared';

type Module<Props> = { default: ComponentType<Props> };

/**
 * A part whose code `load` brings when it first renders, named so that a page the site's server
 * rendered loads it before the browser takes the page over (`lazyPreloadable` of the page's
 * @portal/shared). A shell released before that function (1.2.0) has none, and each section
 * bundles this package: with such a shell the part loads when it renders, as every part did then.
 */
export function namedLazy<Props extends object>(
  load: () => Promise<Module<Props>>,
  name: string,
): ComponentType<Props> {
  const { lazyPreloadable } = shared as Partial<typeof shared>;
  return lazyPreloadable ? lazyPreloadable(load, name) : lazy(load);
}
