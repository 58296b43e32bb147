import { useSearchParams } from 'react-router-dom';

/** The article id of `?id=`, or null when missing or not a positive integer. */
export function articleIdOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/** The article an article's page or its full text's is about (`?id=`), or null. */
export function useArticleId(): number | null {
  const [searchParams] = useSearchParams();
  return articleIdOf(searchParams.get('id'));
}
