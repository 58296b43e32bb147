/** Orders and payment: the cart's look-up of current prices. */
import { Type, type Static } from '@sinclair/typebox';

/** Most ids one cart look-up accepts. */
export const MAX_CART_IDS = 200;

export const CartDetailQuery = Type.Object({
  ids: Type.String({
    maxLength: MAX_CART_IDS * 11,
    pattern: '^([0-9]{1,10}(,[0-9]{1,10})*)?$',
    description: `Comma-separated book ids (at most ${MAX_CART_IDS}); answered in this order, unknown ids left out`,
  }),
});
export type CartDetailQuery = Static<typeof CartDetailQuery>;
