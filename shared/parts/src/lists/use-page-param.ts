import { useSearchParams } from 'react-router-dom';

/** A whole number from 1 to 1,000,000 in the URL query, or `fallback`. */
export function positiveIntParam(value: string | null, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= 1_000_000
    ? number
    : fallback;
}

/**
 * The list page in the URL (`?page=3`), other parameters kept: Back returns to the page before,
 * and a link to a page of the list can be shared. A page out of range can be corrected with
 * `{ replace: true }`, so Back does not return to it.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = positiveIntParam(params.get('page'), 1);
  const setPage = (next: number, options?: { replace?: boolean }) => {
    const updated = new URLSearchParams(params);
    if (next > 1) updated.set('page', String(next));
    else updated.delete('page');
    setParams(updated, options);
  };
  return { page, setPage, params, setParams };
}
