import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState, useFormatters, useLocalized } from '@portal/shared';
import { articlePath } from '../../../features/online/utils/article-path';
import { useLatestIssues } from '../api/get-latest-issues';
import { useLatestOnlineFirst } from '../api/get-latest-online-first';
import { TitleMarkup } from './title-markup';

export const WidgetList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The newest online-first articles of all journals, titles with their math as MathML. */
function LatestOnlineFirst() {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const { date } = useFormatters();
  const query = useLatestOnlineFirst();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('homeWidget.onlineFirst')}</SubHeading>
      <QueryState query={query}>
        {({ records }) => (
          <WidgetList>
            {records.map((article) => (
              <li key={article.id}>
                <Link to={articlePath(article)}>
                  <TitleMarkup
                    markup={localize(article.titleMarkup)}
                    text={localize(article.title)}
                  />
                </Link>
                <Meta>
                  {article.journalAbbreviation}
                  {article.publishedOnlineDate && (
                    <>
                      {' · '}
                      <time dateTime={article.publishedOnlineDate}>
                        {date(article.publishedOnlineDate, {
                          dateStyle: 'medium',
                          timeZone: 'UTC',
                        })}
                      </time>
                    </>
                  )}
                </Meta>
              </li>
            ))}
          </WidgetList>
        )}
      </QueryState>
      <MoreLink to="/online">{t('homeWidget.allOnlineFirst')}</MoreLink>
    </section>
  );
}

/**
 * Home-page widget: the latest issues, each linking to its journal, then the newest online-first
 * articles. Each part loads, fails and retries on its own.
 */
export function LatestIssues() {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const { date } = useFormatters();
  const query = useLatestIssues();
  return (
    <>
      <QueryState query={query}>
        {(issues) => (
          <WidgetList>
            {issues.map((latest) => (
              <li key={latest.issue.id}>
                <Link to={`/JDetail/${latest.journalId}`}>{localize(latest.journalTitle)}</Link>
                <Meta>
                  {t('homeWidget.issue', {
                    volume: latest.volume,
                    issue: latest.issue.number,
                    year: latest.year,
                  })}
                  {' · '}
                  <time dateTime={latest.issue.publishedDate}>
                    {date(latest.issue.publishedDate, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </time>
                  {' · '}
                  {t('homeWidget.articles', { count: latest.issue.articleCount })}
                </Meta>
              </li>
            ))}
          </WidgetList>
        )}
      </QueryState>
      <MoreLink to="/journals/journal">{t('homeWidget.allJournals')}</MoreLink>
      <LatestOnlineFirst />
    </>
  );
}
