import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState, useFormatters, useLocalized } from '@portal/shared';
import { useLatestNews } from '../api/get-latest-news';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    order: 2;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Shown above the title but read after it. */
const Meta = styled.p`
  order: 1;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
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
      <MoreLink to="/news">{t('homeWidget.allNews')}</MoreLink>
    </>
  );
}
