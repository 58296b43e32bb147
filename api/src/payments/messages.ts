/** What checkout and payment tell a reader, in both languages (spec sections 4, 6 and 8). */
import type { LocalizedText } from '@portal/contract';
import { messageCatalog } from '../lib/messages';

export const PAYMENT_MESSAGES = {
  loginBeforePayment: { en: 'Please log in before payment.', zh: '请登录后再支付。' },
  loginForOrders: { en: 'Please log in to see your orders.', zh: '请登录后查看您的订单。' },
  waitingForPayment: { en: 'Waiting for payment', zh: '等待支付' },
  gettingResults: { en: 'Getting payment results', zh: '正在获取支付结果' },
  paymentSucceeded: { en: 'Payment successful', zh: '支付成功' },
  paymentFailed: { en: 'Sorry, payment failed.', zh: '抱歉，支付失败。' },
  unknownBook: { en: 'body/items: no book {bookId}', zh: 'body/items：图书 {bookId} 不存在' },
  forthcomingBook: {
    en: 'body/items: book {bookId} is not published yet and cannot be ordered',
    zh: 'body/items：图书 {bookId} 尚未出版，暂不能订购',
  },
  openAccessBook: {
    en: 'body/items: book {bookId} is open access: its e-book is free to read and is not sold',
    zh: 'body/items：图书 {bookId} 为开放获取图书，电子版免费阅读，不予出售',
  },
  unpricedBook: {
    en: 'body/items: book {bookId} has no price yet and is not for sale',
    zh: 'body/items：图书 {bookId} 尚未定价，暂不出售',
  },
  wrongMedium: {
    en: 'body/items: book {bookId} is sold as {sold}, not {asked}',
    zh: 'body/items：图书 {bookId} 只提供{soldZh}版，没有{askedZh}版',
  },
  repeatedItem: {
    en: 'body/items: book {bookId} ({medium}) is listed twice',
    zh: 'body/items：图书 {bookId}（{mediumZh}版）重复出现',
  },
  lineKind: {
    en: 'body/items/{index}: a line is either a book (bookId, medium) or a journal subscription (journalId, subscriptionMedium, year)',
    zh: 'body/items/{index}：每一行要么是图书（bookId、medium），要么是期刊订阅（journalId、subscriptionMedium、year）',
  },
  subscriptionQuantity: {
    en: 'body/items/{index}/quantity: a subscription is ordered once (quantity 1)',
    zh: 'body/items/{index}/quantity：订阅只能订购一份（数量为 1）',
  },
  subscriptionYear: {
    en: 'body/items/{index}/year: subscriptions for {saleYear} are on sale, not for {year}',
    zh: 'body/items/{index}/year：目前销售的是 {saleYear} 年的订阅，不销售 {year} 年的订阅',
  },
  unknownJournal: {
    en: 'body/items: no journal {journalId}',
    zh: 'body/items：期刊 {journalId} 不存在',
  },
  noSubscriptionPrice: {
    en: 'body/items: journal {journalId} sells no personal {medium} subscription for {year}',
    zh: 'body/items：期刊 {journalId} 没有 {year} 年的个人{mediumZh}订阅',
  },
  openAccessJournal: {
    en: 'body/items: journal {journalId} is open access: reading it online needs no subscription',
    zh: 'body/items：期刊 {journalId} 为开放获取期刊，在线阅读无需订阅',
  },
  repeatedSubscription: {
    en: 'body/items: the {year} subscription to journal {journalId} is listed twice',
    zh: 'body/items：期刊 {journalId} 的 {year} 年订阅重复出现',
  },
  alreadyBought: {
    en: 'You have already bought {titlesEn}: see My orders. Remove it from the cart to pay for the rest.',
    zh: '您已购买过{titlesZh}，可在“我的订单”中查看。请将其从购物车中移除后再支付其余商品。',
  },
  alreadySubscribed: {
    en: 'You already subscribe to {titlesEn} for {year}. Remove the subscription from the cart to pay for the rest.',
    zh: '您已订阅 {year} 年的{titlesZh}。请将该订阅从购物车中移除后再支付其余商品。',
  },
  addressRequired: {
    en: 'body/address: a delivery address is required for print items',
    zh: 'body/address：订单含纸质商品，请填写收货地址',
  },
  unknownCountry: {
    en: 'body/address/countryCode is not a known country or region',
    zh: 'body/address/countryCode：不是已知的国家或地区',
  },
  regionOutsideChina: {
    en: 'body/address/regionCode is only given with countryCode CN',
    zh: 'body/address/regionCode：仅在国家为中国（CN）时填写',
  },
  unknownRegion: {
    en: 'body/address/regionCode is not a province or city of China',
    zh: 'body/address/regionCode：不是中国的省份或城市',
  },
  keyReused: {
    en: 'body/idempotencyKey was already used for a different cart; start a new checkout',
    zh: 'body/idempotencyKey 已用于另一个购物车，请重新结算',
  },
  unknownOrder: { en: 'No order {orderNo}', zh: '订单 {orderNo} 不存在' },
  orderFailed: {
    en: 'Payment of order {orderNo} failed; please check out again',
    zh: '订单 {orderNo} 支付失败，请重新结算',
  },
  invalidCardNumber: {
    en: 'body/card/number is not a valid card number',
    zh: 'body/card/number：卡号无效，请核对',
  },
  cardExpired: {
    en: 'body/card/expMonth, expYear: the card has expired',
    zh: 'body/card/expMonth、expYear：银行卡已过期',
  },
  invalidCvc: {
    en: 'body/card/cvc is not valid for this card',
    zh: 'body/card/cvc：安全码无效',
  },
  card_declined: { en: 'Your card was declined.', zh: '您的银行卡被拒绝。' },
  not_test_card: {
    en: 'The sandbox accepts only test cards; no real card is ever charged.',
    zh: '沙箱环境只接受测试卡，不会从真实银行卡扣款。',
  },
  invalid_card: {
    en: 'The card number, expiry date or CVC is invalid.',
    zh: '卡号、有效期或安全码无效。',
  },
  intent_lost: {
    en: 'The payment processor no longer knows this payment; you were not charged.',
    zh: '支付服务已无此笔支付的记录，您未被扣款。',
  },
  intent_expired: {
    en: 'This payment expired before it was made; you were not charged.',
    zh: '此笔支付在完成前已过期，您未被扣款。',
  },
  payment_interrupted: {
    en: 'The payment was interrupted before your card was charged; you were not charged. Please check out again.',
    zh: '支付在扣款前中断，您未被扣款。请重新结算。',
  },
  paymentLost: {
    en: 'Order {orderNo} could not be paid: the payment processor no longer knows its payment. You were not charged; please check out again',
    zh: '订单 {orderNo} 无法支付：支付服务已无此笔支付的记录。您未被扣款，请重新结算',
  },
  paymentExpired: {
    en: 'The payment of order {orderNo} expired; you were not charged. Please check out again',
    zh: '订单 {orderNo} 的支付已过期，您未被扣款，请重新结算',
  },
} satisfies Record<string, LocalizedText>;

export type PaymentMessage = keyof typeof PAYMENT_MESSAGES;

export const MEDIUM_NAMES_ZH = { print: '纸质', electronic: '电子' } as const;

/** A print subscription also brings the online full text. */
export const SUBSCRIPTION_MEDIUM_NAMES_ZH = {
  print: '印刷版（含电子版）',
  online: '电子版',
} as const;

export function isPaymentMessage(key: string): key is PaymentMessage {
  return Object.hasOwn(PAYMENT_MESSAGES, key);
}

/** The message in `language`, with `{name}` placeholders filled from `values`. */
export const paymentMessage = messageCatalog(PAYMENT_MESSAGES);
