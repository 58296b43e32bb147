import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type {
  CardInput,
  CreatePaymentIntentBody,
  OrderIntent,
  PaymentResult,
} from '@portal/contract';

/**
 * The order and its payment intent. Idempotent by `idempotencyKey`: sent again (a retry, a
 * reload), it answers the same order. Silent: a refusal is shown on the form, in the API's words.
 */
export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<OrderIntent> {
  return apiPost('/bgcloud-order/payment/create-payment-intent', body, {
    silent: true,
    autoCancel: false,
  });
}

/** Pays the order by card; the answer may still be "waiting" (the result page follows it). */
export function confirmPayment(orderNo: string, card: CardInput): Promise<PaymentResult> {
  return apiPost(
    '/bgcloud-order/payment/confirm-payment',
    { orderNo, card },
    { silent: true, autoCancel: false },
  );
}

export interface PayOrderInput {
  intent: CreatePaymentIntentBody;
  card: CardInput;
}

/** Creates (or finds again) the order, then pays it: the order number to follow. */
export async function payOrder({ intent, card }: PayOrderInput): Promise<PaymentResult> {
  const order = await createPaymentIntent(intent);
  return confirmPayment(order.orderNo, card);
}

export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
