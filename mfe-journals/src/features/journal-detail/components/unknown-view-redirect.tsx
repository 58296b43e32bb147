import { Navigate } from 'react-router-dom';
import { useJournal } from '../hooks/use-journal';
import { DEFAULT_VIEW, journalViewHref, type DetailBase } from '../utils/view-types';

/** A journal URL naming no view (`/JDetail/7/nonsense`) goes to the journal's first view. */
export function UnknownViewRedirect({ base }: { base: DetailBase }) {
  const journal = useJournal();
  return <Navigate to={journalViewHref(journal.id, DEFAULT_VIEW[base], base)} replace />;
}
