import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  clearCart,
  EmptyState,
  PageTitle,
  QueryState,
  removeFromCart,
  removeFromCartByPid,
  updateCartQuantity,
  useFormatters,
} from '@portal/shared';
import type { CartLine as CheckoutItem } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { checkoutItemOf, clampQuantity, isPrintItem, pidsOf } from '../cart-rules';
import { useCartLines, type CartLine } from '../hooks/use-cart-lines';
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

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** The checkout spans the page under the lines and the summary. */
const CheckoutArea = styled.div`
  grid-column: 1 / -1;
`;

const Total = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

/** What checkout needs of the cart: the lines that can be bought, as the API takes them. */
export interface CartForCheckout {
  items: CheckoutItem[];
  /** Whether something goes by post, so a delivery address is needed. */
  needsAddress: boolean;
  /** In CNY. */
  total: number;
}

export interface CartPageProps {
  /** The checkout, composed by the app (a feature does not import another). */
  checkout?: (cart: CartForCheckout) => ReactNode;
}

function cartForCheckout(lines: readonly CartLine[], total: number): CartForCheckout {
  const buyable = lines.filter((line) => line.available);
  return {
    items: buyable.flatMap((line) => checkoutItemOf(line.item) ?? []),
    needsAddress: buyable.some((line) => isPrintItem(line.item)),
    total,
  };
}

/**
 * The shopping cart (/shoppingCart): the lines kept in this browser (books, and journal
 * subscriptions), priced at today's prices in CNY and USD, with quantities, removal of one or
 * of the selected lines, "clear cart", totals and the checkout.
 */
export function CartPage({ checkout }: CartPageProps) {
  const { t } = useTranslation('commerce');
  const { price } = useFormatters();
  const cart = useCartLines();
  const { lines, summary } = cart;
  const title = useRef<HTMLHeadingElement>(null);
  // Chosen lines by id; a line removed (here or in another tab) drops out of the choice.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(
    () => new Set((lines ?? []).map((line) => String(line.item.id)).filter((id) => chosen.has(id))),
    [lines, chosen],
  );
  const allSelected = Boolean(lines?.length) && selected.size === lines?.length;

  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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
          error: cart.error,
          isError: cart.isError,
          isPending: !lines,
          refetch: cart.refetch,
        }}
        loadingLabel={t('cart.loading')}
        empty={
          <EmptyState message={t('cart.empty')}>
            <ButtonLink to={PAGES.bookHome.href()}>{t('cart.browseBooks')}</ButtonLink>
          </EmptyState>
        }
      >
        {(cartLines) => (
          <Layout>
            <div>
              <SelectionBar>
                <label>
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) =>
                      setChosen(
                        event.target.checked
                          ? new Set(cartLines.map((line) => String(line.item.id)))
                          : new Set(),
                      )
                    }
                  />
                  {t('cart.selectAll')}
                </label>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={selected.size === 0}
                  onClick={() => {
                    void removeFromCartByPid(
                      pidsOf(
                        cartLines.map((line) => line.item),
                        selected,
                      ),
                    );
                    setChosen(new Set());
                  }}
                >
                  {t('cart.removeSelected', { count: selected.size })}
                </Button>
              </SelectionBar>
              <Lines aria-label={t('cart.lines')}>
                {cartLines.map((line) => (
                  <li key={String(line.item.id)}>
                    <CartLineItem
                      line={line}
                      selected={selected.has(String(line.item.id))}
                      onSelectedChange={(on) => choose(String(line.item.id), on)}
                      onQuantityChange={(quantity) =>
                        void updateCartQuantity(line.item.id, clampQuantity(quantity))
                      }
                      onRemove={() => void removeFromCart(line.item.id)}
                    />
                  </li>
                ))}
              </Lines>
            </div>
            <Summary aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title">{t('cart.summary')}</h2>
              <dl>
                <dt>{t('cart.quantity')}</dt>
                <dd>{summary.quantity}</dd>
                <dt>{t('cart.total')}</dt>
                {/* Announced when a quantity changes, so the new total is heard, not only seen. */}
                <Total aria-live="polite">{price(summary.total, summary.currency)}</Total>
                {summary.totalUsd !== undefined && (
                  <>
                    <dt>{t('cart.totalUsd')}</dt>
                    <dd>{price(summary.totalUsd, 'USD')}</dd>
                  </>
                )}
              </dl>
              <ClearCartButton onConfirm={() => void clearCart()} />
            </Summary>
            {summary.quantity > 0 && (
              <CheckoutArea>{checkout?.(cartForCheckout(cartLines, summary.total))}</CheckoutArea>
            )}
          </Layout>
        )}
      </QueryState>
    </section>
  );
}
