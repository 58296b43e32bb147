import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  PageTitle,
  QueryState,
  SearchForm,
  useLocalized,
} from '@portal/shared';
import type { FaqCategory } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useFaqList } from '../api/get-faq-list';

const Search = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Count = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    color: ${({ theme }) => theme.colors.link};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

function FaqGroup({ category }: { category: FaqCategory }) {
  const localize = useLocalized();
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <h2 id={headingId}>{localize(category.name)}</h2>
      <ul>
        {category.faqs.map((faq) => (
          <li key={faq.id}>
            <Link to={PAGES.faqAnswer.href({ id: faq.id })}>{localize(faq.question)}</Link>
          </li>
        ))}
      </ul>
    </Group>
  );
}

/**
 * The FAQ (/faqDetail): the questions grouped by category as the publisher groups them, each
 * linking to its answer, and a search over questions and answers. The keyword is in the URL
 * (`?q=`), so Back returns to the search before and a search can be shared.
 */
export function FaqListPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const faqs = useFaqList(keyword);
  const titleId = useId();
  const search = (next: string) => setParams(next ? { q: next } : {});
  const count = faqs.data?.reduce((sum, category) => sum + category.faqs.length, 0) ?? 0;

  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>{t('title.faqDetail')}</PageTitle>
      <Search
        keyword={keyword}
        onSearch={search}
        label={t('faq.searchLabel')}
        submitLabel={t('faq.search')}
      />
      <QueryState
        query={faqs}
        loadingLabel={t('faq.loading')}
        empty={
          <EmptyState message={keyword ? t('faq.noMatch', { keyword }) : t('faq.empty')}>
            {keyword && (
              <Button variant="secondary" onClick={() => search('')}>
                {t('faq.showAll')}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(categories) => (
          <div aria-busy={faqs.isPlaceholderData}>
            {keyword && <Count role="status">{t('faq.matchCount', { count, keyword })}</Count>}
            {categories.map((category) => (
              <FaqGroup key={category.id} category={category} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
