import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  QueryState,
  useFormatters,
  useLocalized,
  WidgetList,
  WidgetMeta,
  WidgetMoreLink,
} from '@portal/shared';
import { PAGES } from '@portal/pages';
import { LATEST_ISSUES_JOURNALS, useLatestIssues } from '../api/get-latest-issues';
import { LATEST_ONLINE_FIRST_ARTICLES, useLatestOnlineFirst } from '../api/get-latest-online-first';
import { TitleMarkup } from './title-markup';

/*
 * While a list loads it keeps the space of its items (issue 17): an issue is a journal's title and
 * two lines under it in the widget's narrow column, an article a title of about two lines and a
 * line under it (between the Chinese and the English).
 */
const ISSUE_REM = 6.5;
const ARTICLE_REM = 5.5;
const ISSUES_MIN_HEIGHT = `${LATEST_ISSUES_JOURNALS * ISSUE_REM}rem`;
const ONLINE_FIRST_MIN_HEIGHT = `${LATEST_ONLINE_FIRST_ARTICLES * ARTICLE_REM}rem`;

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
      <QueryState query={query} loadingMinHeight={ONLINE_FIRST_MIN_HEIGHT}>
        {({ records }) => (
          <WidgetList>
            {records.map((article) => (
              <li key={article.id}>
                <Link to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
                  <TitleMarkup
                    markup={localize(article.titleMarkup)}
                    text={localize(article.title)}
                  />
                </Link>
                <WidgetMeta>
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
                </WidgetMeta>
              </li>
            ))}
          </WidgetList>
        )}
      </QueryState>
      <WidgetMoreLink to={PAGES.online.href()}>{t('homeWidget.allOnlineFirst')}</WidgetMoreLink>
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
      <QueryState query={query} loadingMinHeight={ISSUES_MIN_HEIGHT}>
        {(issues) => (
          <WidgetList>
            {issues.map((latest) => (
              <li key={latest.issue.id}>
                <Link to={PAGES.journal.href({ cid: latest.journalId })}>
                  {localize(latest.journalTitle)}
                </Link>
                <WidgetMeta>
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
                </WidgetMeta>
              </li>
            ))}
          </WidgetList>
        )}
      </QueryState>
      <WidgetMoreLink to={PAGES.journalHome.href()}>{t('homeWidget.allJournals')}</WidgetMoreLink>
      <LatestOnlineFirst />
    </>
  );
}
