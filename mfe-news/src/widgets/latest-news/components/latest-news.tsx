import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState, WidgetList, WidgetMoreLink } from '@portal/shared';
import { NewsLinkItems } from '../../../components/news-link-items';
import { useLatestNews } from '../api/get-latest-news';

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

/** Home-page widget: the five newest news items and announcements. */
export function LatestNews() {
  const { t } = useTranslation('news');
  const query = useLatestNews();
  return (
    <>
      <QueryState query={query} isEmpty={(page) => page.records.length === 0}>
        {(page) => (
          <List>
            <NewsLinkItems items={page.records} />
          </List>
        )}
      </QueryState>
      <WidgetMoreLink to="/news">{t('homeWidget.allNews')}</WidgetMoreLink>
    </>
  );
}
