import { lazyPart } from '../lazy-part';

/**
 * The access statement (see `access-statement.tsx`), loaded with the first page that shows
 * one; the PDF viewer it opens loads only when a reader opens it. Its chunk, `reading-parts`,
 * is Cite's too: every document page shows both, and one chunk is a request and about 0.4 KB
 * (compressed) less than two.
 */
export const AccessStatement = lazyPart(
  'access-statement',
  () => import(/* webpackChunkName: "reading-parts" */ './access-statement'),
);
