import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, QueryState, useFormatters, useLocalized } from '@portal/shared';
import { useRelatedNews } from '../api/get-related-news';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    order: 2;
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;

/** Kind and date, shown above the title but read after it. */
const Meta = styled.span`
  order: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A short list of the items related to news item `id`, each linking to its page. */
export function RelatedNews({ id }: { id: number }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  const related = useRelatedNews(id);
  return (
    <QueryState
      query={related}
      loadingLabel={t('detail.relatedLoading')}
      empty={<EmptyState message={t('detail.noRelated')} />}
    >
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
  );
}
