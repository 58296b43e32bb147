import { createContext, useContext } from 'react';
import type { JournalDetail } from '@portal/contract';

/** The journal whose page is open, provided by `JournalLayout` to the view in its outlet. */
export const JournalContext = createContext<JournalDetail | null>(null);

/** The journal of the page: only inside `JournalLayout`, which renders its views once loaded. */
export function useJournal(): JournalDetail {
  const journal = useContext(JournalContext);
  if (!journal) throw new Error('useJournal: render the view inside JournalLayout');
  return journal;
}
