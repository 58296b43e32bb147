import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { Contact } from '@portal/contract';

/** The publisher's departments and who answers in each; texts in both languages. */
export function getContacts(signal?: AbortSignal): Promise<Contact[]> {
  return apiGet('/cms/contact', undefined, { signal });
}

export function useContacts() {
  return useQuery({
    queryKey: ['contact', 'departments'],
    queryFn: ({ signal }) => getContacts(signal),
  });
}
