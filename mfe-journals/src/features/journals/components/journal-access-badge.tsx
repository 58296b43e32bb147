import { useTranslation } from 'react-i18next';
import { AccessBadge } from '@portal/shared';
import type { JournalSummary, OrgAuthJournal } from '@portal/contract';

export type JournalAccess = 'open-access' | 'organization' | 'organization-volumes' | 'locked';

/**
 * How the reader may read a journal: open access for everyone; open through the organization
 * when it is granted whole; some volumes through the organization; otherwise by subscription.
 */
export function journalAccess(
  journal: Pick<JournalSummary, 'openAccess'>,
  grant: Pick<OrgAuthJournal, 'grantScope'> | undefined,
): JournalAccess {
  if (journal.openAccess) return 'open-access';
  if (grant?.grantScope === 'journal') return 'organization';
  if (grant?.grantScope === 'volumes') return 'organization-volumes';
  return 'locked';
}

/** The open (green) or locked (red) badge of a journal, saying why when it is the organization. */
export function JournalAccessBadge({
  journal,
  grant,
}: {
  journal: Pick<JournalSummary, 'openAccess'>;
  grant?: Pick<OrgAuthJournal, 'grantScope' | 'volumeCount'>;
}) {
  const { t } = useTranslation('journals');
  switch (journalAccess(journal, grant)) {
    case 'open-access':
      return <AccessBadge status="open" />;
    case 'organization':
      return <AccessBadge status="open" label={t('lists.access.organization')} />;
    case 'organization-volumes':
      return (
        <AccessBadge
          status="locked"
          label={t('lists.access.organizationVolumes', { count: grant?.volumeCount ?? 0 })}
        />
      );
    default:
      return <AccessBadge status="locked" />;
  }
}
