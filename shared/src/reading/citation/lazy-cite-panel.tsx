import { lazy, Suspense } from 'react';
import { LoadingState } from '@portal/shared';
import type { CitePanelProps } from './cite-panel';

const LazyCitePanel = lazy(() => import(/* webpackChunkName: "reading-parts" */ './cite-panel'));

/**
 * "Cite" (see `cite-panel.tsx`): the panel and the three formats load with the first page that
 * shows it, in the access statement's chunk (`reading-parts`, see there).
 */
export function CitePanel(props: CitePanelProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyCitePanel {...props} />
    </Suspense>
  );
}
