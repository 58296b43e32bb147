import { useSearchParams } from 'react-router-dom';
import { safeReturnUrl } from './return-url';

/** The page's `returnUrl` query parameter, made safe (see `safeReturnUrl`). */
export function useReturnUrl(): string {
  const [params] = useSearchParams();
  return safeReturnUrl(params.get('returnUrl'));
}
