import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, QueryState } from '@portal/shared';
import { NewsLinkItems } from '../../../components/news-link-items';
import { RELATED_NEWS_SIZE, useRelatedNews } from '../api/get-related-news';

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

/**
 * The height of the list while it loads, so that what is below does not move when it comes (the
 * server leaves it to the browser when it is slow): an item is its padding (1.5rem), a line of
 * title (1.6rem), the gap (0.25rem) and its kind and date (1.4rem).
 */
const LOADING_MIN_HEIGHT = `${RELATED_NEWS_SIZE * 4.75}rem`;

/** A short list of the items related to news item `id`, each linking to its page. */
export function RelatedNews({ id }: { id: number }) {
  const { t } = useTranslation('news');
  const related = useRelatedNews(id);
  return (
    <QueryState
      query={related}
      loadingLabel={t('detail.relatedLoading')}
      loadingMinHeight={LOADING_MIN_HEIGHT}
      empty={<EmptyState message={t('detail.noRelated')} />}
    >
      {(page) => (
        <List>
          <NewsLinkItems items={page.records} />
        </List>
      )}
    </QueryState>
  );
}
