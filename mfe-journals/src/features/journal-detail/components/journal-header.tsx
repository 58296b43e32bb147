import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, DetailList, FeedLink, localize, useLocalized } from '@portal/shared';
import { FEED_PATHS } from '@portal/contract/constants';
import type { JournalDetail } from '@portal/contract';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { ContentAccessBadge } from '../../../components/content-access-badge';
import { journalViewHref } from '../utils/view-types';

const Header = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(5)};
  align-items: flex-start;
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(4)}`};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.25;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const TitleLink = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const OtherTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Abbreviation = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Issns = styled(DetailList)`
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

const Follow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const COVER = { width: 120, height: 160 } as const;
const MOBILE_COVER = { width: 72, height: 96 } as const;

const DesktopCover = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MobileCover = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export interface JournalHeaderProps {
  journal: JournalDetail;
  /** On an article page the article's title is the h1: the journal's becomes a link. */
  titleAsLink?: boolean;
}

/**
 * The journal's masthead: cover, title in both languages, abbreviation, ISSNs, how this reader
 * may read it (open access, subscribed, through the organization, else locked), and the
 * journal's feeds to follow (advertised in the head on every page of the journal).
 */
export function JournalHeader({ journal, titleAsLink = false }: JournalHeaderProps) {
  const { t, i18n } = useTranslation('journals');
  const localized = useLocalized();
  const permissions = useContentPermissions('journal', [journal.id]);
  const title = localized(journal.title);
  const otherLanguage = i18n.language.startsWith('zh') ? 'en' : 'zh';
  const otherTitle = localize(journal.title, otherLanguage);
  return (
    <Header>
      <DesktopCover>
        <Cover src={journal.coverUrl} alt="" loading="eager" {...COVER} />
      </DesktopCover>
      <MobileCover>
        <Cover src={journal.coverUrl} alt="" loading="eager" {...MOBILE_COVER} />
      </MobileCover>
      <Body>
        {titleAsLink ? (
          <TitleLink to={journalViewHref(journal.id, 'about')}>{title}</TitleLink>
        ) : (
          <Title>{title}</Title>
        )}
        {otherTitle && otherTitle !== title && (
          <OtherTitle lang={otherLanguage === 'zh' ? 'zh-CN' : 'en'}>{otherTitle}</OtherTitle>
        )}
        <Abbreviation>{journal.abbreviation}</Abbreviation>
        <Issns>
          <dt>{t('detail.issnPrint')}</dt>
          <dd>{journal.issnPrint}</dd>
          <dt>{t('detail.issnOnline')}</dt>
          <dd>{journal.issnOnline}</dd>
        </Issns>
        <div>
          <ContentAccessBadge
            item={journal}
            permission={permissions.data?.get(journal.id)}
            checking={permissions.isLoading}
            scope="journal"
          />
        </div>
        <Follow aria-label={t('detail.follow.label')}>
          <li>
            <FeedLink
              href={FEED_PATHS.journalLatestIssue(journal.id)}
              title={t('detail.follow.latestIssueTitle', { journal: title })}
            >
              {t('detail.follow.latestIssue')}
            </FeedLink>
          </li>
          <li>
            <FeedLink
              href={FEED_PATHS.journalOnlineFirst(journal.id)}
              title={t('detail.follow.onlineFirstTitle', { journal: title })}
            >
              {t('detail.follow.onlineFirst')}
            </FeedLink>
          </li>
        </Follow>
      </Body>
    </Header>
  );
}
