import { lazy, Suspense } from 'react';
import { LoadingState } from '../../ui/components/states';
import type { AccessStatementProps } from './access-statement';

const LazyAccessStatement = lazy(
  () => import(/* webpackChunkName: "access-statement" */ './access-statement'),
);

/**
 * The access statement (see `access-statement.tsx`), loaded with the first page that shows
 * one; the PDF viewer it opens loads only when a reader opens it.
 */
export function AccessStatement(props: AccessStatementProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyAccessStatement {...props} />
    </Suspense>
  );
}
