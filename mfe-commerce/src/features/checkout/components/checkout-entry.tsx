import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LoadingState, notify, sessionTypeAtom } from '@portal/shared';
import type { CheckoutCart } from '../checkout-cart';

// The forms, their checks and the payment calls load when the reader starts to check out, so
// that looking at the cart stays light.
const CheckoutForm = lazy(() =>
  import('./checkout-form').then((module) => ({ default: module.CheckoutForm })),
);

/** Where signing in returns to: the cart, which keeps its lines in the browser meanwhile. */
const LOGIN_FOR_PAYMENT = `/login?returnUrl=${encodeURIComponent('/shoppingCart')}`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface CheckoutEntryProps {
  cart: CheckoutCart;
}

/**
 * "Check out": a personal account pays (an organization's or nobody's session is told to sign
 * in, and comes back to the cart); the delivery address and card forms open below it.
 */
export function CheckoutEntry({ cart }: CheckoutEntryProps) {
  const { t } = useTranslation('commerce');
  const sessionType = useAtomValue(sessionTypeAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (sessionType !== 'personal') {
      notify({ kind: 'info', message: t('common:payment.loginRequired') });
      void navigate(LOGIN_FOR_PAYMENT);
      return;
    }
    setOpen(true);
  };

  return (
    <Section aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.title')}</h2>
      {open && sessionType === 'personal' ? (
        <Suspense fallback={<LoadingState label={t('checkout.loading')} />}>
          <CheckoutForm cart={cart} onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button onClick={start}>{t('checkout.start')}</Button>
      )}
    </Section>
  );
}
