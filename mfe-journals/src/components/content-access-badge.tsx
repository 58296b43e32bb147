import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccessBadge } from '@portal/shared';
import type { AccessReason, ContentPermission } from '@portal/contract';

/** Open or locked for this reader: open access, else the permission check when it has answered. */
export function articleAccess(
  item: { openAccess: boolean | null },
  permission: Pick<ContentPermission, 'allowed'> | undefined,
): 'open' | 'locked' {
  if (item.openAccess) return 'open';
  return permission?.allowed ? 'open' : 'locked';
}

/** What the badge says of content open to this reader for another reason than open access. */
const GRANT_LABELS: Record<'item' | 'journal', Partial<Record<AccessReason, string>>> = {
  item: {
    subscription: 'lists.access.subscription',
    organization: 'lists.access.organizationArticle',
    purchase: 'lists.access.purchase',
  },
  journal: {
    subscription: 'lists.access.subscription',
    organization: 'lists.access.organization',
  },
};

/** Keeps the badge's place while the check runs, so nothing moves when it answers. */
const Placeholder = styled.span`
  visibility: hidden;
`;

/**
 * The access badge of an article, a book or a journal, as this reader may read it: open access
 * (green "Open access" only for that), yours through a subscription, a purchase or the
 * organization, or locked. While the check of a signed-in reader runs, a locked item keeps an
 * invisible badge in its place rather than saying "Subscription required" to someone who may
 * have subscribed.
 */
export function ContentAccessBadge({
  item,
  permission,
  checking = false,
  scope = 'item',
}: {
  item: { openAccess: boolean | null };
  permission: Pick<ContentPermission, 'allowed' | 'reason'> | undefined;
  checking?: boolean;
  /** A journal as a whole says "open through your organization", an item "yours through". */
  scope?: 'item' | 'journal';
}) {
  const { t } = useTranslation('journals');
  const access = articleAccess(item, permission);
  if (access === 'locked' && checking) {
    return (
      <Placeholder aria-hidden="true">
        <AccessBadge status="locked" />
      </Placeholder>
    );
  }
  const label =
    access === 'open' && !item.openAccess && permission?.reason
      ? GRANT_LABELS[scope][permission.reason]
      : undefined;
  return <AccessBadge status={access} label={label && t(label)} />;
}
