import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState, WidgetList, WidgetMoreLink } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { NewsLinkItems } from '../../../components/news-link-items';
import { LATEST_NEWS_SIZE, useLatestNews } from '../api/get-latest-news';

/** The kind and date are shown above the title but read after it. */
const List = styled(WidgetList)`
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }

  a {
    order: 2;
  }
`;

/**
 * While the list loads it keeps the space of its items (issue 17): each a kind and date over a
 * title of one to three lines in the widget's narrow column.
 */
const ITEM_REM = 6;
const NEWS_MIN_HEIGHT = `${LATEST_NEWS_SIZE * ITEM_REM}rem`;

/** Home-page widget: the five newest news items and announcements. */
export function LatestNews() {
  const { t } = useTranslation('news');
  const query = useLatestNews();
  return (
    <>
      <QueryState
        query={query}
        isEmpty={(page) => page.records.length === 0}
        loadingMinHeight={NEWS_MIN_HEIGHT}
      >
        {(page) => (
          <List>
            <NewsLinkItems items={page.records} />
          </List>
        )}
      </QueryState>
      <WidgetMoreLink to={PAGES.news.href()}>{t('homeWidget.allNews')}</WidgetMoreLink>
    </>
  );
}
