import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  EmptyState,
  ErrorState,
  isCancelledRequest,
  LoadingState,
  PageTitle,
  useLocalized,
} from '@portal/shared';
import { SafeHtml, useDocumentMeta } from '@portal/reading';
import type { FaqDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useFaq } from '../api/get-faq';
import { faqPathId } from '../utils/faq-paths';

const Page = styled.article`
  max-width: 52rem;
`;

const Category = styled.p`
  margin: ${({ theme }) => `${theme.space(6)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Question = styled(PageTitle)`
  margin-top: ${({ theme }) => theme.space(1)};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Answer = styled(SafeHtml)`
  line-height: 1.7;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.link};
`;

/**
 * Scrolls to the top when the page shows another answer (a related question): the shell restores
 * the scroll position per route name, which does not change between two answers.
 */
function useTopOnChange(id: number | null) {
  const shown = useRef(id);
  useEffect(() => {
    if (shown.current === id) return;
    shown.current = id;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);
}

function FaqAnswer({ faq }: { faq: FaqDetail }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const titleId = useId();
  const relatedId = useId();
  const question = localize(faq.question);
  const category = localize(faq.category.name);
  useDocumentMeta(
    `${question} | ${t('title.faqDetail')} | ${t('common:siteName')}`,
    t('faq.description', { category, question }),
  );

  return (
    <Page aria-labelledby={titleId}>
      <Category>{category}</Category>
      <Question id={titleId}>{question}</Question>
      <Answer html={localize(faq.answer)} />
      {faq.related.length > 0 && (
        <Related aria-labelledby={relatedId}>
          <h2 id={relatedId}>{t('faq.related', { category })}</h2>
          <ul>
            {faq.related.map((other) => (
              <li key={other.id}>
                <Link to={PAGES.faqAnswer.href({ id: other.id })}>{localize(other.question)}</Link>
              </li>
            ))}
          </ul>
        </Related>
      )}
      <BackLink to={PAGES.faq.href()}>{t('faq.allQuestions')}</BackLink>
    </Page>
  );
}

/**
 * One answer (/faqDetail/:id): the question, its category, the answer, the other questions of the
 * category and the way back to all questions; "not found" for an unknown id, an error with a retry.
 */
export function FaqPage() {
  const { t } = useTranslation('news');
  const { id } = useParams();
  const faqId = faqPathId(id);
  const faq = useFaq(faqId);
  useTopOnChange(faqId);

  const notFound = (
    <EmptyState message={t('faq.notFound')}>
      <BackLink to={PAGES.faq.href()}>{t('faq.allQuestions')}</BackLink>
    </EmptyState>
  );
  if (faqId === null) return notFound;
  if (faq.isError && !isCancelledRequest(faq.error)) {
    return faq.error instanceof ApiError && faq.error.status === 404 ? (
      notFound
    ) : (
      <ErrorState message={t('faq.failed')} onRetry={() => void faq.refetch()} />
    );
  }
  if (faq.data === undefined) return <LoadingState label={t('faq.loadingAnswer')} />;
  return <FaqAnswer faq={faq.data} />;
}
