import { useTranslation } from 'react-i18next';
import { AccessBadge } from '@portal/shared';
import type { ContentPermission, JournalSummary, OrgAuthJournal } from '@portal/contract';

export type JournalAccess =
  'open-access' | 'subscription' | 'organization' | 'organization-volumes' | 'locked';

/**
 * How the reader may read a journal: open access for everyone; open through the reader's
 * running subscription, or through the organization when it is granted whole (the page's one
 * check of its journals, `permission`); some volumes through the organization; otherwise by
 * subscription.
 */
export function journalAccess(
  journal: Pick<JournalSummary, 'openAccess'>,
  grant: Pick<OrgAuthJournal, 'grantScope'> | undefined,
  permission?: Pick<ContentPermission, 'reason'>,
): JournalAccess {
  if (journal.openAccess) return 'open-access';
  if (permission?.reason === 'subscription') return 'subscription';
  if (grant?.grantScope === 'journal' || permission?.reason === 'organization') {
    return 'organization';
  }
  if (grant?.grantScope === 'volumes') return 'organization-volumes';
  return 'locked';
}

/**
 * The open (green) or locked (red) badge of a journal, saying why when it is the reader's
 * subscription or the organization.
 */
export function JournalAccessBadge({
  journal,
  grant,
  permission,
}: {
  journal: Pick<JournalSummary, 'openAccess'>;
  grant?: Pick<OrgAuthJournal, 'grantScope' | 'volumeCount'>;
  permission?: Pick<ContentPermission, 'reason'>;
}) {
  const { t } = useTranslation('journals');
  switch (journalAccess(journal, grant, permission)) {
    case 'open-access':
      return <AccessBadge status="open" />;
    case 'subscription':
      return <AccessBadge status="open" label={t('lists.access.subscription')} />;
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
