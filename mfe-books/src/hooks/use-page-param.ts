import { useSearchParams } from 'react-router-dom';

/** A page number from the URL query: a whole number from 1 to 1,000,000, else the first page. */
export function pageParam(value: string | null): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= 1_000_000 ? number : 1;
}

/**
 * The list page in the URL (`?page=3`), other parameters kept: Back returns to the page before,
 * and a link to a page of the list can be shared.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const setPage = (next: number, options?: { replace?: boolean }) => {
    const updated = new URLSearchParams(params);
    if (next > 1) updated.set('page', String(next));
    else updated.delete('page');
    setParams(updated, options);
  };
  return { page, setPage, params };
}
