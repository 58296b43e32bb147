import { lazyPart } from '../lazy-part';

/**
 * "Cite" (see `cite-panel.tsx`): the panel and the three formats load with the first page that
 * shows it, in the access statement's chunk (`reading-parts`, see there).
 */
export const CitePanel = lazyPart(
  'cite-panel',
  () => import(/* webpackChunkName: "reading-parts" */ './cite-panel'),
);
