import { isPhoneNumber, passesLuhn } from '@portal/shared';
import type { CardInput, DeliveryAddress } from '@portal/contract';

/** The card as typed. */
export interface CardForm {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardForm;

/** The delivery address as typed and chosen. */
export interface AddressForm {
  name: string;
  phone: string;
  countryCode: string;
  regionCode: string;
  address: string;
  postcode: string;
}

export type AddressField = keyof AddressForm;

/** Message keys (under `commerce:checkout.errors`) of what is wrong with each field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The fields in the order they are shown: the first with an error gets the focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'phone',
  'countryCode',
  'regionCode',
  'address',
  'postcode',
];
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

export const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', holder: '' };
export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  phone: '',
  countryCode: '',
  regionCode: '',
  address: '',
  postcode: '',
};

/** The card number's digits: spaces and hyphens between groups are only for reading. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** MM/YY (or MM/YYYY) as a month and a four-digit year, or null when it is not a date. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(0?[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(expiry);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

const CONTROL = /\p{Cc}/u;

/**
 * The card's checks before anything is sent: a number of 12 to 19 digits passing Luhn, an
 * expiry month not before this one (a card is valid to the end of its month), a CVC of 3 or 4
 * digits, the name on the card. `today` is for tests.
 */
export function validateCard(card: CardForm, today: Date = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = 'cardNumberRequired';
  else if (!/^[0-9]{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.number = 'cardNumberInvalid';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'expiryRequired';
  else if (!expiry) errors.expiry = 'expiryInvalid';
  else if (
    expiry.year < today.getFullYear() ||
    (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1)
  )
    errors.expiry = 'expiryPast';
  if (!card.cvc.trim()) errors.cvc = 'cvcRequired';
  else if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) errors.cvc = 'cvcInvalid';
  const holder = card.holder.trim();
  if (!holder) errors.holder = 'holderRequired';
  else if (holder.length > 100 || CONTROL.test(holder)) errors.holder = 'holderInvalid';
  return errors;
}

/** The card as confirm-payment takes it; call only when `validateCard` found nothing. */
export function cardInput(card: CardForm): CardInput {
  const expiry = parseExpiry(card.expiry) ?? { month: 1, year: 2000 };
  return {
    number: cardDigits(card.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: card.cvc.trim(),
    holder: card.holder.trim(),
  };
}

/** What is sent: spaces trimmed, spaces and dashes inside the phone dropped, a province only with China. */
export function deliveryAddress(form: AddressForm): DeliveryAddress {
  const regionCode = form.countryCode === 'CN' ? form.regionCode : '';
  return {
    name: form.name.trim(),
    phone: form.phone.replace(/[\s-]/g, ''),
    countryCode: form.countryCode,
    ...(regionCode ? { regionCode } : {}),
    address: form.address.trim(),
    postcode: form.postcode.trim(),
  };
}

const length = (value: string) => [...value].length;

/**
 * The rules the API applies to a delivery address (`DeliveryAddress` in the contract): the
 * phone by the specification's rule (a mainland mobile number, or +country code and number).
 */
export function validateAddress(form: AddressForm): FieldErrors<AddressField> {
  const body = deliveryAddress(form);
  const errors: FieldErrors<AddressField> = {};
  if (!body.name) errors.name = 'nameRequired';
  else if (length(body.name) > 100 || CONTROL.test(body.name)) errors.name = 'nameInvalid';
  if (!body.phone) errors.phone = 'phoneRequired';
  else if (!isPhoneNumber(body.phone)) errors.phone = 'phoneInvalid';
  if (!/^[A-Z]{2}$/.test(body.countryCode)) errors.countryCode = 'countryRequired';
  if (!body.address) errors.address = 'addressRequired';
  else if (length(body.address) > 300 || CONTROL.test(body.address))
    errors.address = 'addressInvalid';
  if (!body.postcode) errors.postcode = 'postcodeRequired';
  else if (!/^[A-Za-z0-9 -]{2,12}$/.test(body.postcode)) errors.postcode = 'postcodeInvalid';
  return errors;
}
