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
import { useLatestNews } from '../api/get-latest-news';

/** The kind and date are shown above the title but read after it. */
const List = styled(WidgetList)`
  li {
    display: flex;
    flex-direction: column;
  }

  a {
    order: 2;
  }
`;

const Meta = styled(WidgetMeta)`
  order: 1;
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

/** Home-page widget: the five newest news items and announcements. */
export function LatestNews() {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  const query = useLatestNews();
  return (
    <>
      <QueryState query={query} isEmpty={(page) => page.records.length === 0}>
        {(page) => (
          <List>
            {page.records.map((item) => (
              <li key={item.id}>
                <Link to={`/newsDetail/${item.id}`}>{localize(item.title)}</Link>
                <Meta>
                  {t(`list.kind.${item.type}`)}
                  {' · '}
                  <time dateTime={item.publishedAt}>
                    {date(item.publishedAt, { dateStyle: 'medium' })}
                  </time>
                </Meta>
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <WidgetMoreLink to="/news">{t('homeWidget.allNews')}</WidgetMoreLink>
    </>
  );
}
