import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useFormatters } from '@portal/shared';
import type { BookDetail, BookEdition, BookSummary } from '@portal/contract';
import { DividedList } from '@portal/parts/lists';
import { useAddToCart, type AddToCartOutcome } from '../hooks/use-add-to-cart';
import { editionsOf } from '../utils/editions';
import { isUnpriced } from '../../../components/book-price';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Offer = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'name prices'
    'isbn prices'
    'action action';
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};

  h3 {
    grid-area: name;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Isbn = styled.p`
  grid-area: isbn;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Prices = styled.p`
  grid-area: prices;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Action = styled.div`
  grid-area: action;
  margin-top: ${({ theme }) => theme.space(1)};

  button {
    width: 100%;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p<{ $failed: boolean }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;

  &:empty {
    min-height: 0;
  }
`;

function EditionOffer({
  book,
  edition,
  pending,
  onAdd,
}: {
  book: BookSummary;
  edition: BookEdition;
  pending: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('books');
  const { price } = useFormatters();
  const nameId = useId();
  const forthcoming = book.publishStatus === 'forthcoming';
  const unpriced = isUnpriced(edition);
  return (
    <Offer aria-labelledby={nameId}>
      <h3 id={nameId}>{t(`detail.edition.${edition.binding}`)}</h3>
      <Isbn>{t('detail.buy.isbn', { isbn: edition.isbn })}</Isbn>
      <Prices>
        {unpriced ? (
          <strong>{t('book.notForSale')}</strong>
        ) : (
          <>
            <strong>{price(edition.listPrice, book.currency)}</strong>
            {typeof edition.listPriceUsd === 'number' && (
              <span>{price(edition.listPriceUsd, 'USD')}</span>
            )}
          </>
        )}
      </Prices>
      {!forthcoming && !unpriced && (
        <Action>
          {/* Not disabled while adding: that would take the keyboard focus away from it. */}
          <Button onClick={onAdd} aria-busy={pending} aria-describedby={nameId}>
            {t('common:cart.add')}
          </Button>
        </Action>
      )}
    </Offer>
  );
}

function useOutcomeText(outcome: AddToCartOutcome | null, book: BookSummary): string {
  const { t } = useTranslation('books');
  if (!outcome) return '';
  const nameOf = (medium: string) => {
    const edition = editionsOf(book).find((candidate) => candidate.medium === medium);
    return edition ? t(`detail.edition.${edition.binding}`) : t(`detail.medium.${medium}`);
  };
  switch (outcome.status) {
    case 'exists':
      return t('common:cart.alreadyInCart');
    case 'failed':
      return t('common:cart.addFailed');
    default:
      return outcome.replaced
        ? t('detail.buy.replaced', {
            edition: nameOf(outcome.medium),
            previous: nameOf(outcome.replaced),
          })
        : t('detail.buy.added', { edition: nameOf(outcome.medium) });
  }
}

/**
 * Where to buy the book: each medium it is sold in with its ISBN and list prices (CNY and USD)
 * and "Add to cart". What adding did is said in a polite live message under the offers; a
 * forthcoming book shows its prices and says when it can be ordered. The e-book of an
 * open-access book is free for everyone, so it is not offered (checkout refuses it too); a book
 * with nothing else to sell shows no offers at all.
 */
export function EditionOffers({ book }: { book: BookDetail }) {
  const { t } = useTranslation('books');
  const { date } = useFormatters();
  const headingId = useId();
  const { add, outcome, pending } = useAddToCart(book);
  const message = useOutcomeText(outcome, book);
  const editions = editionsOf(book).filter(
    (edition) => !(book.openAccess && edition.medium === 'electronic'),
  );
  if (editions.length === 0) return null;

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.buy.heading')}</h2>
      <DividedList>
        {editions.map((edition) => (
          <li key={`${edition.medium}-${edition.isbn}`}>
            <EditionOffer
              book={book}
              edition={edition}
              pending={pending !== null}
              onAdd={() => void add(edition)}
            />
          </li>
        ))}
      </DividedList>
      {book.openAccess && <Note>{t('detail.buy.openAccess')}</Note>}
      {book.publishStatus === 'forthcoming' && (
        <Note>
          {t('detail.buy.forthcoming', {
            date: date(book.publishDate, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </Note>
      )}
      <Message role="status" $failed={outcome?.status === 'failed'}>
        {message}
      </Message>
    </Panel>
  );
}
