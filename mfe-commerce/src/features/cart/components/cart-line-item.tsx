import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Cover, useFormatters, useLocalized } from '@portal/shared';
import type { CartLine } from '../hooks/use-cart-lines';
import { QuantityInput } from './quantity-input';

const Article = styled.article`
  display: grid;
  grid-template-columns: 60px minmax(0, 1fr) auto;
  grid-template-areas:
    'cover info total'
    'cover controls controls';
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 60px minmax(0, 1fr);
    grid-template-areas:
      'cover info'
      'cover total'
      'controls controls';
  }
`;

const CoverCell = styled.div`
  grid-area: cover;
`;

const Info = styled.div`
  grid-area: info;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LineTotal = styled.p<{ $unavailable?: boolean }>`
  grid-area: total;
  margin: 0;
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $unavailable }) => ($unavailable ? 400 : 700)};
  font-variant-numeric: tabular-nums;
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: the book, its price today, the quantity, the line total, remove. */
export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { price } = useFormatters();
  const titleId = useId();
  const { item, book } = line;
  const name = book ? localize(book.title) : t('cart.unavailableItem');

  return (
    <Article aria-labelledby={titleId}>
      <CoverCell>
        <Cover src={book?.coverUrl} alt="" width={60} height={80} />
      </CoverCell>
      <Info>
        <h2 id={titleId}>{book ? <Link to={`/BDetail/${book.id}`}>{name}</Link> : name}</h2>
        {book && (
          <>
            <p>{book.authors.join(', ')}</p>
            <p>{t('cart.unitPrice', { price: price(line.unitPrice, book.currency) })}</p>
          </>
        )}
      </Info>
      <LineTotal $unavailable={!book}>
        {book
          ? t('cart.lineTotal', { price: price(line.total, book.currency) })
          : t('cart.unavailable')}
      </LineTotal>
      <Controls>
        {book && (
          <QuantityInput value={item.quantity} itemName={name} onChange={onQuantityChange} />
        )}
        <Button variant="link" onClick={onRemove} aria-label={t('cart.removeItem', { item: name })}>
          {t('cart.remove')}
        </Button>
      </Controls>
    </Article>
  );
}
