import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  isCancelledRequest,
  LoadingState,
  PageTitle,
} from '@portal/shared';
import { ORDER_NO_PATTERN } from '@portal/contract/constants';
import { PAGES } from '@portal/pages';
import { usePaidOrder } from '../api/get-paid-order';
import { usePaymentResult } from '../hooks/use-payment-result';
import { useRemovePaidLines } from '../hooks/use-remove-paid-lines';
import { PaidOrder } from './paid-order';

const ORDER_NO = new RegExp(ORDER_NO_PATTERN);

const Outcome = styled.section<{ $failed?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 44rem;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The outcome's heading, focused when it appears so that the reader lands on the answer. */
function OutcomeHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

function PaymentSucceeded({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('commerce');
  const order = usePaidOrder(orderNo, true);
  useRemovePaidLines(order.data);
  return (
    <Outcome aria-labelledby="paid-outcome">
      <OutcomeHeading>
        <span id="paid-outcome">{t('paid.success')}</span>
      </OutcomeHeading>
      {order.isError && !isCancelledRequest(order.error) ? (
        <ErrorState message={t('paid.orderFailed')} onRetry={() => void order.refetch()} />
      ) : order.data === undefined ? (
        <LoadingState label={t('paid.orderLoading')} />
      ) : order.data === null ? (
        <p>{t('paid.orderNotListed', { orderNo })}</p>
      ) : (
        <PaidOrder order={order.data} />
      )}
      <Actions>
        <ButtonLink to={PAGES.mineOrders.href()} variant="secondary">
          {t('paid.myAccount')}
        </ButtonLink>
      </Actions>
    </Outcome>
  );
}

function PaymentFailed({ orderNo, reason }: { orderNo: string; reason: string | undefined }) {
  const { t } = useTranslation('commerce');
  return (
    <Outcome $failed role="alert" aria-labelledby="paid-outcome">
      <OutcomeHeading>
        <span id="paid-outcome">{t('common:payment.failed')}</span>
      </OutcomeHeading>
      {reason && <p>{t('paid.reason', { reason })}</p>}
      <p>{t('paid.cartKept', { orderNo })}</p>
      <Actions>
        <ButtonLink to={PAGES.cart.href()}>{t('paid.backToCart')}</ButtonLink>
      </Actions>
    </Outcome>
  );
}

function PaymentResultOf({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('commerce');
  const { query, timedOut, checkAgain } = usePaymentResult(orderNo);
  if (query.isError && !isCancelledRequest(query.error)) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyState message={t('paid.notFound', { orderNo })}>
        <ButtonLink to={PAGES.mineOrders.href()}>{t('paid.myAccount')}</ButtonLink>
      </EmptyState>
    ) : (
      <ErrorState message={t('paid.checkFailed')} onRetry={checkAgain} />
    );
  }
  const result = query.data;
  if (result?.status === 'success') return <PaymentSucceeded orderNo={orderNo} />;
  if (result?.status === 'failure')
    return <PaymentFailed orderNo={orderNo} reason={result.reason} />;
  if (timedOut)
    return (
      <Outcome role="status" aria-labelledby="paid-outcome">
        <OutcomeHeading>
          <span id="paid-outcome">{t('paid.stillWaiting')}</span>
        </OutcomeHeading>
        <p>{t('paid.stillWaitingText', { orderNo })}</p>
        <Actions>
          <Button onClick={checkAgain}>{t('paid.checkAgain')}</Button>
          <ButtonLink to={PAGES.mineOrders.href()} variant="secondary">
            {t('paid.myAccount')}
          </ButtonLink>
        </Actions>
      </Outcome>
    );
  return <LoadingState label={t('common:payment.waiting')} />;
}

/**
 * The payment result (/paid?orderNo=): "Getting payment results" while the payment is processed,
 * asked again with growing waits up to about a minute; then the paid order with links to read
 * what was bought, and the cart emptied of it; or the failure and its reason, the cart kept.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('commerce');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return (
    <section aria-labelledby="paid-title">
      <PageTitle id="paid-title">{t('title.paid')}</PageTitle>
      {ORDER_NO.test(orderNo) ? (
        <PaymentResultOf key={orderNo} orderNo={orderNo} />
      ) : (
        <EmptyState message={t(orderNo ? 'paid.invalidOrderNo' : 'paid.noOrderNo')}>
          <ButtonLink to={PAGES.cart.href()}>{t('paid.backToCart')}</ButtonLink>
        </EmptyState>
      )}
    </section>
  );
}
