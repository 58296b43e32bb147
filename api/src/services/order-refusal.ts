import type { MessageValues } from '../lib/messages';
import type { PaymentMessage } from '../payments/messages';

/**
 * Checkout or payment refused by a rule: the HTTP status it answers and the message to show,
 * written in the reader's language by the route, which knows who is asking.
 */
export class OrderRefusal extends Error {
  override readonly name = 'OrderRefusal';

  constructor(
    readonly statusCode: 400 | 404 | 409,
    readonly key: PaymentMessage,
    readonly values: MessageValues = {},
  ) {
    super(key);
  }
}
