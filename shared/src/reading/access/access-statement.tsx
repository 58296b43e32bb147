import { useId, useRef, useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge, Button, isLoggedInAtom, LoadingState, userInfoAtom } from '@portal/shared';
import type { AccessCheck } from '@portal/shared/contract';
import { useArticleAccess } from '../api/check-article-access';

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

const Locked = styled.p`
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

export interface PdfViewerSlotProps {
  articleId: number;
  /** `Garcia2017holomorphic.pdf`-like name for the viewer's download link. */
  fileName: string;
  /** Called by the viewer's close button and when the server refuses the file (`denied`). */
  onClose: (reason?: 'denied') => void;
}

export type PdfViewerSlot = ComponentType<PdfViewerSlotProps>;

/** The i18n key of the access statement: why the reader may read the article. */
function grantKey(check: AccessCheck, hasOrganizationName: boolean): string {
  switch (check.reason) {
    case 'open_access':
      return 'article.access.openAccess';
    case 'subscription':
      return 'article.access.subscription';
    case 'organization':
      return hasOrganizationName
        ? 'article.access.organizationNamed'
        : 'article.access.organization';
    case 'purchase':
      return 'article.access.purchase';
    default:
      return 'article.access.allowed';
  }
}

/**
 * The access statement (open / yours through subscription / through your organization /
 * locked) from `checkauth`, and the full text: "Read PDF" opens the viewer in the page. The
 * server checks again on download; a refusal there shows the same locked message.
 */
export function ArticleAccess({
  articleId,
  fileName,
  PdfViewer,
}: {
  articleId: number;
  fileName: string;
  PdfViewer?: PdfViewerSlot;
}) {
  const { t } = useTranslation('journals');
  const headingId = useId();
  const access = useArticleAccess(articleId, true);
  const user = useAtomValue(userInfoAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  const location = useLocation();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [deniedOnDownload, setDeniedOnDownload] = useState(false);
  const readButton = useRef<HTMLButtonElement>(null);

  const check = access.data;
  const allowed = Boolean(check?.allowed) && !deniedOnDownload;
  const organization = user?.type === 'organization' ? user.nick_name : '';
  const returnUrl = encodeURIComponent(location.pathname + location.search);

  const closeViewer = (reason?: 'denied') => {
    setViewerOpen(false);
    if (reason === 'denied') setDeniedOnDownload(true);
    else requestAnimationFrame(() => readButton.current?.focus());
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{t('article.access.heading')}</Heading>
      {access.isPending ? (
        <LoadingState label={t('article.access.checking')} />
      ) : access.isError || !check ? (
        <p role="alert">{t('article.access.checkFailed')}</p>
      ) : allowed ? (
        <>
          <Statement>
            <AccessBadge status="open" />
            <span>{t(grantKey(check, Boolean(organization)), { organization })}</span>
          </Statement>
          {!viewerOpen && (
            <Actions>
              <Button ref={readButton} onClick={() => setViewerOpen(true)}>
                {t('article.access.readPdf')}
              </Button>
            </Actions>
          )}
          {viewerOpen && PdfViewer && (
            <PdfViewer articleId={articleId} fileName={fileName} onClose={closeViewer} />
          )}
        </>
      ) : (
        <>
          <Statement>
            <AccessBadge status="locked" />
          </Statement>
          <Locked role={deniedOnDownload ? 'alert' : undefined}>
            {t('common:permission.fullTextDenied')}
          </Locked>
          <Actions>
            <Link to="/ordering">{t('article.access.ordering')}</Link>
            {!signedIn && (
              <Link to={`/login?returnUrl=${returnUrl}`}>{t('article.access.login')}</Link>
            )}
          </Actions>
        </>
      )}
    </Panel>
  );
}
