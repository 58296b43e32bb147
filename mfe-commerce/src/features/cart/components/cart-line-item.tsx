import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Cover, useFormatters, useLocalized } from '@portal/shared';
import type { CartLine } from '../hooks/use-cart-lines';
import { QuantityInput } from './quantity-input';

const Article = styled.article`
  display: grid;
  grid-template-columns: auto 60px minmax(0, 1fr) auto;
  grid-template-areas:
    'select cover info total'
    'select cover controls controls';
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto 60px minmax(0, 1fr);
    grid-template-areas:
      'select cover info'
      'select cover total'
      'controls controls controls';
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

const Select = styled.div`
  grid-area: select;
  padding-top: ${({ theme }) => theme.space(1)};

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Flag = styled.p`
  && {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space(1)};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface CartLineItemProps {
  line: CartLine;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the cart: the book (or journal subscription), its price today in CNY and USD,
 * the quantity, the line total, a flag when it was bought before, select and remove.
 */
export function CartLineItem({
  line,
  selected,
  onSelectedChange,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { price } = useFormatters();
  const titleId = useId();
  const { item, book, subscription } = line;
  const unavailableName = subscription
    ? t('cart.unavailableSubscription')
    : t('cart.unavailableItem');
  const title = line.title ? localize(line.title) : unavailableName;
  const name =
    subscription && line.title
      ? t('cart.subscriptionName', { title, year: subscription.year })
      : title;
  const both = (cny: number, usd: number | undefined) =>
    usd === undefined
      ? price(cny, 'CNY')
      : t('cart.bothCurrencies', { cny: price(cny, 'CNY'), usd: price(usd, 'USD') });

  return (
    <Article aria-labelledby={titleId}>
      <Select>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={t('cart.select', { item: name })}
        />
      </Select>
      <CoverCell>
        <Cover src={line.coverUrl} alt="" width={60} height={80} />
      </CoverCell>
      <Info>
        <h2 id={titleId}>{line.href ? <Link to={line.href}>{name}</Link> : name}</h2>
        {book && <p>{book.authors.join(', ')}</p>}
        {book && (
          <p>{t(`cart.medium.${item.mediumCode === 'electronic' ? 'electronic' : 'print'}`)}</p>
        )}
        {subscription && <p>{t(`cart.subscriptionMedium.${subscription.medium}`)}</p>}
        {line.available && (
          <p>{t('cart.unitPrice', { price: both(line.unitPrice, line.unitPriceUsd) })}</p>
        )}
        {line.bought && <Flag>{t('cart.bought')}</Flag>}
      </Info>
      <LineTotal $unavailable={!line.available}>
        {line.available
          ? t('cart.lineTotal', { price: both(line.total, line.totalUsd) })
          : t('cart.unavailable')}
      </LineTotal>
      <Controls>
        {line.available && !subscription && (
          <QuantityInput value={item.quantity} itemName={name} onChange={onQuantityChange} />
        )}
        {subscription && line.available && <p>{t('cart.oneSubscription')}</p>}
        <Button variant="link" onClick={onRemove} aria-label={t('cart.removeItem', { item: name })}>
          {t('cart.remove')}
        </Button>
      </Controls>
    </Article>
  );
}
