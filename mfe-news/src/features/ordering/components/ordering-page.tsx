import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  isCancelledRequest,
  LoadingState,
  PageTitle,
  QueryState,
  useFormatters,
  useLocalized,
} from '@portal/shared';
import { SafeHtml, useDocumentMeta } from '@portal/reading';
import type { OrderingCategory, OrderingDetail } from '@portal/contract';
import { useOrderCategories } from '../api/get-order-categories';
import { useOrderingDetail } from '../api/get-ordering-detail';
import { orderingHref, resolveOrderingEntry } from '../utils/ordering-entry';
import { OrderingMenu, OrderingPicker } from './ordering-menu';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const Article = styled.article`
  max-width: 52rem;

  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Updated = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(5)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The publisher's HTML: prices in lists and tables, headings for each part, contacts. */
const Content = styled(SafeHtml)`
  line-height: 1.7;
  overflow-wrap: anywhere;

  h3 {
    margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

/** One subcategory's text, once loaded; sets the page's title and description. */
function OrderingText({ category, detail }: { category: string; detail: OrderingDetail }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  const titleId = useId();
  const title = localize(detail.title);
  useDocumentMeta(
    `${title} | ${t('common:siteName')}`,
    t('ordering.description', { category, title }),
  );
  return (
    <Article aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Updated>
        {t('ordering.updated')}{' '}
        {/* A calendar date: read in UTC so no time zone moves it to the day before. */}
        <time dateTime={detail.updatedAt}>
          {date(detail.updatedAt, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </Updated>
      <Content html={localize(detail.content)} />
    </Article>
  );
}

function OrderingEntries({ categories }: { categories: readonly OrderingCategory[] }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resolved = resolveOrderingEntry(categories, params.get('p'));
  const correction = resolved?.fallback ? orderingHref(resolved.entry) : null;

  // A missing or unknown entry is corrected in place: Back then skips the address that named none.
  useEffect(() => {
    if (correction) void navigate(correction, { replace: true });
  }, [correction, navigate]);

  const category = resolved ? categories[resolved.entry.parentIndex] : undefined;
  const subcategory = resolved ? category?.children[resolved.entry.childIndex] : undefined;
  const detail = useOrderingDetail(subcategory?.id);
  if (!resolved || !category || !subcategory) return <EmptyState message={t('ordering.empty')} />;

  return (
    <Layout>
      <OrderingMenu categories={categories} selected={resolved.entry} />
      <div>
        <OrderingPicker categories={categories} selected={resolved.entry} />
        {detail.isError && !isCancelledRequest(detail.error) ? (
          <ErrorState message={t('ordering.failed')} onRetry={() => void detail.refetch()} />
        ) : detail.data === undefined ? (
          <LoadingState label={t('ordering.loadingText')} />
        ) : (
          <OrderingText category={localize(category.dictValue)} detail={detail.data} />
        )}
      </div>
    </Layout>
  );
}

/**
 * Ordering information (/ordering?p=parentIndex-childIndex): the order categories as a side menu
 * and the chosen subcategory's text. The URL names the entry, so every Info menu link opens its
 * own, Back returns to the entry before, and a link can be shared.
 */
export function OrderingPage() {
  const { t } = useTranslation('news');
  const categories = useOrderCategories();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>{t('title.ordering')}</PageTitle>
      <QueryState
        query={categories}
        loadingLabel={t('ordering.loading')}
        empty={<EmptyState message={t('ordering.empty')} />}
      >
        {(data) => <OrderingEntries categories={data} />}
      </QueryState>
    </section>
  );
}
