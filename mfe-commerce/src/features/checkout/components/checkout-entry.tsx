import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  FormAlert,
  LoadingState,
  sessionTypeAtom,
  useSessionValue,
} from '@portal/shared';
import { PAGES } from '@portal/pages';
import type { CheckoutCart } from '../checkout-cart';

// The forms, their checks and the payment calls load when the reader starts to check out, so
// that looking at the cart stays light.
const CheckoutForm = lazy(() =>
  import('./checkout-form').then((module) => ({ default: module.CheckoutForm })),
);

/** Where signing in returns to: the cart, which keeps its lines in the browser meanwhile. */
const LOGIN_FOR_PAYMENT = PAGES.login.href({ returnUrl: PAGES.cart.href() });

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

const SignIn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * "Check out": a personal account pays; anyone else is told to sign in first, in the page (a
 * notice would close with the move to the login page) with the way to the login page, which
 * returns to the cart, kept in the browser meanwhile. The delivery address and card forms open
 * below it.
 */
export function CheckoutEntry({ cart }: CheckoutEntryProps) {
  const { t } = useTranslation('commerce');
  const sessionType = useSessionValue(sessionTypeAtom);
  const [open, setOpen] = useState(false);
  const signIn = useRef<HTMLAnchorElement>(null);
  const askToSignIn = open && sessionType !== 'personal';

  // The button pressed gave way to the request to sign in: the focus goes to its link.
  useEffect(() => {
    if (askToSignIn) signIn.current?.focus();
  }, [askToSignIn]);

  return (
    <Section aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.title')}</h2>
      {!open && <Button onClick={() => setOpen(true)}>{t('checkout.start')}</Button>}
      {askToSignIn && (
        <SignIn>
          <FormAlert>{t('common:payment.loginRequired')}</FormAlert>
          <ButtonLink ref={signIn} to={LOGIN_FOR_PAYMENT}>
            {t('checkout.signIn')}
          </ButtonLink>
        </SignIn>
      )}
      {open && sessionType === 'personal' && (
        <Suspense fallback={<LoadingState label={t('checkout.loading')} />}>
          <CheckoutForm cart={cart} onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </Section>
  );
}
