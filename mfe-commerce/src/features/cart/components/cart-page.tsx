import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ButtonLink,
  clearCart,
  EmptyState,
  PageTitle,
  QueryState,
  removeFromCart,
  updateCartQuantity,
  useFormatters,
} from '@portal/shared';
import { useCartLines } from '../hooks/use-cart-lines';
import { CartLineItem } from './cart-line-item';
import { ClearCartButton } from './clear-cart-button';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  align-items: start;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

const Total = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

/**
 * The shopping cart (/shoppingCart): the lines kept in this browser, priced at today's list
 * prices, with quantities, removal and "clear cart". Checkout arrives in a later release.
 */
export function CartPage() {
  const { t } = useTranslation('commerce');
  const { price } = useFormatters();
  const { lines, summary, books } = useCartLines();
  const title = useRef<HTMLHeadingElement>(null);

  // A removed line takes its focused "Remove" (or the whole list, "Clear cart") with it: the
  // reader then continues from the title instead of the top of the document. Only when focus
  // was really lost, so it is never taken from wherever the reader has gone on to.
  const lineCount = lines?.length;
  const previousLineCount = useRef(lineCount);
  useEffect(() => {
    const previous = previousLineCount.current;
    previousLineCount.current = lineCount;
    const removed = lineCount !== undefined && previous !== undefined && lineCount < previous;
    if (removed && (!document.activeElement || document.activeElement === document.body))
      title.current?.focus();
  }, [lineCount]);

  return (
    <section aria-labelledby="cart-title">
      <PageTitle id="cart-title" ref={title} tabIndex={-1}>
        {t('title.shoppingCart')}
      </PageTitle>
      <QueryState
        query={{
          data: lines,
          error: books.error,
          isError: books.isError,
          isPending: !lines,
          refetch: books.refetch,
        }}
        loadingLabel={t('cart.loading')}
        empty={
          <EmptyState message={t('cart.empty')}>
            <ButtonLink to="/books/book">{t('cart.browseBooks')}</ButtonLink>
          </EmptyState>
        }
      >
        {(cartLines) => (
          <Layout>
            <Lines aria-label={t('cart.lines')}>
              {cartLines.map((line) => (
                <li key={String(line.item.id)}>
                  <CartLineItem
                    line={line}
                    onQuantityChange={(quantity) => void updateCartQuantity(line.item.id, quantity)}
                    onRemove={() => void removeFromCart(line.item.id)}
                  />
                </li>
              ))}
            </Lines>
            <Summary aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title">{t('cart.summary')}</h2>
              <dl>
                <dt>{t('cart.quantity')}</dt>
                <dd>{summary.quantity}</dd>
                <dt>{t('cart.total')}</dt>
                {/* Announced when a quantity changes, so the new total is heard, not only seen. */}
                <Total aria-live="polite">{price(summary.total, summary.currency)}</Total>
              </dl>
              <ClearCartButton onConfirm={() => void clearCart()} />
            </Summary>
          </Layout>
        )}
      </QueryState>
    </section>
  );
}
