import { apiGet } from '@portal/shared';
import type { PaymentResult } from '@portal/contract';

/**
 * Where the order's payment stands: waiting, success or failure (with the reason, if known).
 * Silent: the page says itself what went wrong (an order not found, a retry), not in a notice.
 */
export function getPaymentResult(orderNo: string, signal?: AbortSignal): Promise<PaymentResult> {
  return apiGet(
    '/bgcloud-order/payment/payment-result-check',
    { orderNo },
    { signal, silent: true },
  );
}
