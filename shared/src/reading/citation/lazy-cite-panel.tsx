import { lazy, Suspense } from 'react';
import { LoadingState } from '../../ui/components/states';
import type { CitePanelProps } from './cite-panel';

const LazyCitePanel = lazy(() => import(/* webpackChunkName: "cite-panel" */ './cite-panel'));

/**
 * "Cite" (see `cite-panel.tsx`): the panel and the three formats load with the first page that
 * shows it.
 */
export function CitePanel(props: CitePanelProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyCitePanel {...props} />
    </Suspense>
  );
}
