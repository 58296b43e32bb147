import type { BookSeriesSummary } from '@portal/contract';

/** The annual books first, then the other series, each group in the order given. */
export function annualFirst<T extends Pick<BookSeriesSummary, 'annual'>>(
  series: readonly T[],
): T[] {
  return [...series.filter((one) => one.annual), ...series.filter((one) => !one.annual)];
}
