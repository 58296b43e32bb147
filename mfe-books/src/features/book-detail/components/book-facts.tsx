import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import type { BookDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { editionsOf } from '../utils/editions';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    row-gap: 0;

    dd {
      margin-bottom: ${({ theme }) => theme.space(3)};
    }
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  code {
    margin-right: ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The book's record as a catalogue gives it: publication date and status, editions with their
 * ISBNs, medium and binding, list prices, pages, size, language, edition, series and volume,
 * notes, supplement and the MSC 2020 classification with labels.
 */
export function BookFacts({ book }: { book: BookDetail }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { date, number, price } = useFormatters();
  const editions = editionsOf(book);

  return (
    <Facts>
      <dt>{t('detail.facts.publishStatus')}</dt>
      <dd>{t(`detail.status.${book.publishStatus}`)}</dd>
      <dt>
        {t(
          book.publishStatus === 'forthcoming'
            ? 'detail.facts.expectedDate'
            : 'detail.facts.publishDate',
        )}
      </dt>
      <dd>
        {/* A calendar date: formatted in UTC so no time zone moves it to the day before. */}
        <time dateTime={book.publishDate}>
          {date(book.publishDate, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </dd>
      <dt>{t('detail.facts.isbn', { count: editions.length })}</dt>
      <dd>
        <Plain>
          {editions.map((edition) => (
            <li key={edition.isbn}>
              {edition.isbn} <Muted>· {t(`detail.edition.${edition.binding}`)}</Muted>
            </li>
          ))}
        </Plain>
      </dd>
      <dt>{t('detail.facts.medium')}</dt>
      <dd>
        {editions.map((edition) => t(`detail.medium.${edition.medium}`)).join(t('detail.and'))}
      </dd>
      <dt>{t('detail.facts.binding')}</dt>
      <dd>
        {editions.map((edition) => t(`detail.binding.${edition.binding}`)).join(t('detail.and'))}
      </dd>
      <dt>{t('detail.facts.listPrice')}</dt>
      <dd>
        <Plain>
          {editions.map((edition) => (
            <li key={edition.isbn}>
              {price(edition.listPrice, book.currency)}
              {typeof edition.listPriceUsd === 'number' &&
                ` · ${price(edition.listPriceUsd, 'USD')}`}{' '}
              <Muted>· {t(`detail.edition.${edition.binding}`)}</Muted>
            </li>
          ))}
        </Plain>
      </dd>
      <dt>{t('detail.facts.pages')}</dt>
      <dd>{number(book.pageCount)}</dd>
      <dt>{t('detail.facts.size')}</dt>
      <dd>{book.trimSize}</dd>
      <dt>{t('detail.facts.language')}</dt>
      <dd>{t(`detail.language.${book.language}`)}</dd>
      <dt>{t('detail.facts.edition')}</dt>
      <dd>{t('detail.editionNumber', { number: book.edition })}</dd>
      {book.series && (
        <>
          <dt>{t('detail.facts.series')}</dt>
          <dd>
            <Link to={PAGES.series.href({ id: book.series.id })}>
              {localize(book.series.title)}
            </Link>
            {book.series.number !== null &&
              ` · ${t('detail.seriesNumber', { number: book.series.number })}`}
          </dd>
        </>
      )}
      {book.volumeNumber !== null && (
        <>
          <dt>{t('detail.facts.volume')}</dt>
          <dd>{book.volumeNumber}</dd>
        </>
      )}
      {book.notes && (
        <>
          <dt>{t('detail.facts.notes')}</dt>
          <dd>{localize(book.notes)}</dd>
        </>
      )}
      {book.supplement && (
        <>
          <dt>{t('detail.facts.supplement')}</dt>
          <dd>{localize(book.supplement)}</dd>
        </>
      )}
      {book.mscCodes.length > 0 && (
        <>
          <dt>{t('detail.facts.msc')}</dt>
          <dd>
            <Plain>
              {book.mscCodes.map((code) => (
                <li key={code.code}>
                  <code>{code.code}</code>
                  {localize(code.label)}
                  {/* The label is that of the code's area, not of the code itself. */}
                  {!code.specific && (
                    <Muted> {t('detail.mscArea', { area: code.code.slice(0, 2) })}</Muted>
                  )}
                </li>
              ))}
            </Plain>
          </dd>
        </>
      )}
    </Facts>
  );
}
