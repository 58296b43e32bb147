import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { AccessCheck, AccessMode, ContentType } from '@portal/contract';
import {
  AccessBadge,
  Button,
  isLoggedInAtom,
  LoadingState,
  userInfoAtom,
  type SessionType,
  useSessionValue,
} from '@portal/shared';
import { PAGES, type OrderingEntryParam } from '@portal/pages';
import { useAccessCheck } from '../api/check-access';
import { addReadingMessages, READING_NAMESPACE } from '../messages';
import { PdfViewer } from '../pdf-viewer/lazy-pdf-viewer';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addReadingMessages({ zh, en });

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(6)} 0`};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Statement = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.locked};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AccessStatementProps {
  /** What is read: an article, a book or a chapter. */
  type: ContentType;
  id: number;
  /**
   * The name the viewer's download link saves the full text as (`Ann-Pure-Appl-Math-1.pdf`);
   * the preview is saved with `-preview` before `.pdf`.
   */
  fileName: string;
  /**
   * Offer the first pages (`preview` mode) when the full text is refused, or say that the
   * preview is refused too: for books and chapters.
   */
  preview?: boolean;
}

/** The i18n key of the access statement: why the reader may read. */
function grantKey(check: AccessCheck, hasOrganizationName: boolean): string {
  switch (check.reason) {
    case 'open_access':
      return 'access.openAccess';
    case 'subscription':
      return 'access.subscription';
    case 'organization':
      return hasOrganizationName ? 'access.organizationNamed' : 'access.organization';
    case 'purchase':
      return 'access.purchase';
    default:
      return 'access.allowed';
  }
}

/**
 * The badge's word for access that is paid for (a subscription, a purchase, the organization's
 * grant): the green "Open access" says the content is free for everyone, so it is only that.
 */
const BADGE_KEYS: Partial<Record<NonNullable<AccessCheck['reason']>, string>> = {
  subscription: 'access.badge.subscription',
  purchase: 'access.badge.purchase',
  organization: 'access.badge.organization',
};

/** The specification's refusals, for a refusal without the API's own words. */
const REFUSALS: Record<AccessMode, string> = {
  read: 'common:permission.fullTextDenied',
  preview: 'common:permission.previewDenied',
};

/**
 * Entries of the ordering information, as the specification addresses them: `?p=` is the
 * category's index and the subcategory's, in the publisher's category order (journal
 * subscriptions, book orders, open access). Kept in step with the seeded categories.
 */
const ORDERING_ENTRY = {
  institutionalSubscriptions: '0-0',
  personalSubscriptions: '0-1',
  individualBookPurchases: '1-0',
} as const satisfies Record<string, OrderingEntryParam>;

/**
 * Where "How to subscribe" or "How to order" leads: journal content to the subscriptions a reader
 * can take out (a person's own, else an institution's), books and chapters to buying a book.
 */
export function orderingPath(type: ContentType, userType: SessionType | undefined): string {
  const entry =
    type !== 'article'
      ? ORDERING_ENTRY.individualBookPurchases
      : userType === 'personal'
        ? ORDERING_ENTRY.personalSubscriptions
        : ORDERING_ENTRY.institutionalSubscriptions;
  return PAGES.ordering.href({ p: entry });
}

function previewFileName(fileName: string): string {
  return fileName.replace(/(\.pdf)?$/i, '-preview.pdf');
}

/**
 * The access statement of an article, a book or a chapter, from `checkauth`: open, yours
 * through a subscription, a purchase or your organization, or locked with the reason (the
 * API's words, else the specification's) and the way to ordering. "Read PDF" (and, for books
 * and chapters whose full text is refused, "Preview") opens the in-page viewer. The server
 * checks again on download; a refusal there shows the refusal too.
 */
export default function AccessStatement({
  type,
  id,
  fileName,
  preview = false,
}: AccessStatementProps) {
  const { t } = useTranslation(READING_NAMESPACE);
  const headingId = useId();
  const read = useAccessCheck({ type, id, mode: 'read' });
  const previewCheck = useAccessCheck({ type, id, mode: 'preview' }, preview);
  const user = useSessionValue(userInfoAtom);
  const signedIn = useSessionValue(isLoggedInAtom);
  const location = useLocation();
  const [open, setOpen] = useState<AccessMode | null>(null);
  const [refusedOnDownload, setRefusedOnDownload] = useState<AccessMode[]>([]);
  const buttons: Record<AccessMode, RefObject<HTMLButtonElement | null>> = {
    read: useRef<HTMLButtonElement>(null),
    preview: useRef<HTMLButtonElement>(null),
  };

  const organization = user?.type === 'organization' ? user.nick_name : '';
  const returnUrl = location.pathname + location.search;
  const badgeLabel = (check: AccessCheck) => {
    const key = check.reason ? BADGE_KEYS[check.reason] : undefined;
    return key ? t(key) : undefined;
  };
  const allowed = (mode: AccessMode, check: AccessCheck | undefined) =>
    Boolean(check?.allowed) && !refusedOnDownload.includes(mode);
  const refusal = (mode: AccessMode, check: AccessCheck | undefined) => (
    <Refusal role={refusedOnDownload.includes(mode) ? 'alert' : undefined}>
      {(!refusedOnDownload.includes(mode) && check?.message) || t(REFUSALS[mode])}
    </Refusal>
  );

  const closeViewer = (reason?: 'denied') => {
    const mode = open;
    setOpen(null);
    if (!mode) return;
    if (reason === 'denied') setRefusedOnDownload((modes) => [...modes, mode]);
    else requestAnimationFrame(() => buttons[mode].current?.focus());
  };

  const openButton = (mode: AccessMode, label: string, variant: 'primary' | 'secondary') =>
    open !== mode && (
      <Button ref={buttons[mode]} variant={variant} onClick={() => setOpen(mode)}>
        {label}
      </Button>
    );

  const previewPart = () => {
    if (!preview || !previewCheck.data) return null;
    if (!allowed('preview', previewCheck.data)) return refusal('preview', previewCheck.data);
    return (
      <Actions>
        {openButton('preview', t('access.preview'), 'secondary')}
        <Hint>{t('access.previewHint')}</Hint>
      </Actions>
    );
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{t('access.heading')}</Heading>
      {read.isPending ? (
        <LoadingState label={t('access.checking')} />
      ) : read.isError || !read.data ? (
        <p role="alert">{t('access.checkFailed')}</p>
      ) : allowed('read', read.data) ? (
        <>
          <Statement>
            <AccessBadge status="open" label={badgeLabel(read.data)} />
            <span>{t(grantKey(read.data, Boolean(organization)), { organization })}</span>
          </Statement>
          <Actions>{openButton('read', t('access.readPdf'), 'primary')}</Actions>
        </>
      ) : (
        <>
          <Statement>
            <AccessBadge status="locked" />
          </Statement>
          {refusal('read', read.data)}
          <Actions>
            <Link to={orderingPath(type, user?.type)}>{t(`access.ordering.${type}`)}</Link>
            {!signedIn && (
              <Link to={PAGES.login.href({ returnUrl })}>{t(`access.login.${type}`)}</Link>
            )}
          </Actions>
          {previewPart()}
        </>
      )}
      {open && (
        <PdfViewer
          request={{ type, id, mode: open }}
          fileName={open === 'preview' ? previewFileName(fileName) : fileName}
          onClose={closeViewer}
        />
      )}
    </Panel>
  );
}
