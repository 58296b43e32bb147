/**
 * Orders and payment: the cart's look-up of current prices, checkout (an order and its payment
 * intent), paying it by card, the payment's result, a person's orders and what they have bought.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookMedium } from './book';
import { PHONE_PATTERN } from './validation';
import { Id, LocalizedText, PageQuery, SingleLine, StringEnum } from './common';
import {
  SUBSCRIPTION_MEDIA,
  MAX_CART_IDS,
  MAX_ORDER_QUANTITY,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  PAYMENT_RESULT_STATUSES,
} from './constants';

export const CartDetailQuery = Type.Object({
  ids: Type.String({
    maxLength: MAX_CART_IDS * 11,
    pattern: '^([0-9]{1,10}(,[0-9]{1,10})*)?$',
    description: `Comma-separated book ids (at most ${MAX_CART_IDS}); answered in this order, unknown ids left out`,
  }),
});
export type CartDetailQuery = Static<typeof CartDetailQuery>;

export const OrderStatus = StringEnum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentResultStatus = StringEnum(PAYMENT_RESULT_STATUSES);
export type PaymentResultStatus = Static<typeof PaymentResultStatus>;

export const OrderNo = Type.String({
  pattern: ORDER_NO_PATTERN,
  description: 'PO, the day of the order (YYYYMMDD, UTC) and eight digits',
});

/**
 * One line of the cart as checkout sends it: a book in one medium (`bookId` and `medium`), or a
 * personal journal subscription for one year (`journalId`, `subscriptionMedium`, `year`, quantity
 * 1). One flat object rather than a union, so that validation never strips the other kind's
 * fields; the API refuses a line that is neither or both.
 */
export const CartLine = Type.Object({
  bookId: Type.Optional(Id),
  medium: Type.Optional(BookMedium),
  journalId: Type.Optional(Id),
  subscriptionMedium: Type.Optional(
    StringEnum(SUBSCRIPTION_MEDIA, {
      description: 'online: the online full text; print: print copies and the online full text',
    }),
  ),
  year: Type.Optional(
    Type.Integer({ minimum: 2000, maximum: 2100, description: 'The subscription year' }),
  ),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY }),
});
export type CartLine = Static<typeof CartLine>;

/** Where print items go: required when the cart holds a print book or a print subscription. */
export const DeliveryAddress = Type.Object({
  name: SingleLine(100, 'Who receives the parcel'),
  phone: Type.String({
    pattern: `^(${PHONE_PATTERN})$`,
    description: 'Mainland mobile number (1[34578] and 9 digits), or international as +<digits>',
  }),
  countryCode: Type.String({ pattern: '^[A-Z]{2}$', description: 'From area/area-select' }),
  regionCode: Type.Optional(
    Type.String({
      pattern: '^[0-9]{6}$',
      description: 'A province or city of China; only with CN',
    }),
  ),
  address: SingleLine(300, 'Street, building, flat; city outside China'),
  postcode: Type.String({ pattern: '^[A-Za-z0-9 -]{2,12}$', description: 'Postal code' }),
});
export type DeliveryAddress = Static<typeof DeliveryAddress>;

export const CreatePaymentIntentBody = Type.Object({
  items: Type.Array(CartLine, {
    minItems: 1,
    maxItems: MAX_CART_IDS,
    description: 'The cart; prices are taken from the catalogue, never from the caller',
  }),
  address: Type.Optional(DeliveryAddress),
  idempotencyKey: Type.String({
    pattern: '^[A-Za-z0-9_-]{8,64}$',
    description:
      'One per checkout, sent unchanged on every retry: the same key (or the same cart while its order waits) answers the same order',
  }),
});
export type CreatePaymentIntentBody = Static<typeof CreatePaymentIntentBody>;

/** A line of an order: a book (`bookId`, `medium`) or a journal subscription (`subscription`). */
export const OrderItem = Type.Object({
  bookId: Type.Optional(Id),
  medium: Type.Optional(BookMedium),
  subscription: Type.Optional(
    Type.Object({
      journalId: Id,
      medium: StringEnum(SUBSCRIPTION_MEDIA),
      year: Type.Integer(),
      startDate: Type.String({ format: 'date' }),
      endDate: Type.String({ format: 'date' }),
    }),
  ),
  quantity: Type.Integer({ minimum: 1 }),
  unitPrice: Type.Number({ minimum: 0, description: 'The price when the order was made' }),
  title: LocalizedText,
  coverUrl: Type.String(),
});
export type OrderItem = Static<typeof OrderItem>;

export const OrderIntent = Type.Object({
  orderNo: OrderNo,
  status: OrderStatus,
  amount: Type.Number({ minimum: 0, description: 'Total of the items' }),
  currency: Type.Literal('CNY'),
  items: Type.Array(OrderItem),
});
export type OrderIntent = Static<typeof OrderIntent>;

export const CardInput = Type.Object({
  number: Type.String({
    pattern: '^[0-9]{4}([ -]?[0-9]{2,4}){2,4}$',
    maxLength: 23,
    description: 'Card number; spaces or hyphens between groups are ignored',
  }),
  expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expYear: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Four digits' }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  holder: Type.String({
    pattern: '^[^\\p{Cc}]*\\S[^\\p{Cc}]*$',
    maxLength: 100,
    description: 'Name on the card',
  }),
});
export type CardInput = Static<typeof CardInput>;

export const ConfirmPaymentBody = Type.Object({ orderNo: OrderNo, card: CardInput });
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBody>;

export const PaymentResultQuery = Type.Object({ orderNo: OrderNo });
export type PaymentResultQuery = Static<typeof PaymentResultQuery>;

export const PaymentResult = Type.Object({
  orderNo: OrderNo,
  status: PaymentResultStatus,
  message: Type.String({
    description: "In the request's language: 'Getting payment results', 'Sorry, payment failed.'",
  }),
  reason: Type.Optional(Type.String({ description: 'Why a payment failed, when known' })),
});
export type PaymentResult = Static<typeof PaymentResult>;

export const MyOrdersQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(OrderStatus),
});
export type MyOrdersQuery = Static<typeof MyOrdersQuery>;

export const Order = Type.Object({
  orderNo: OrderNo,
  status: OrderStatus,
  amount: Type.Number({ minimum: 0 }),
  currency: Type.Literal('CNY'),
  orderTime: Type.String({ format: 'date-time' }),
  paidTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  card: Type.Optional(
    Type.Object({ brand: Type.String(), last4: Type.String({ pattern: '^[0-9]{4}$' }) }),
  ),
  failureReason: Type.Optional(Type.String()),
  items: Type.Array(OrderItem),
  address: Type.Optional(DeliveryAddress),
});
export type Order = Static<typeof Order>;

export const OrderedBooksQuery = Type.Object({
  ids: Type.String({
    maxLength: MAX_CART_IDS * 11,
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `Comma-separated book ids (at most ${MAX_CART_IDS})`,
  }),
});
export type OrderedBooksQuery = Static<typeof OrderedBooksQuery>;
