/**
 * Checks of a card that hold for every processor: the number's Luhn digit, an expiry date not
 * in the past, a CVC of the brand's length. Done before a processor is asked, so a typo is
 * answered at once and never counts as a payment.
 */
import { passesLuhn } from '@portal/contract/validation';
import type { CardDetails } from './processor';

export type CardProblem = 'number' | 'expiry' | 'cvc';

/** The card's brand from its leading digits (issuer identification number ranges). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6][0-9]|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^35(2[89]|[3-8][0-9])/.test(digits)) return 'jcb';
  return 'unknown';
}

/** What is wrong with the card, in the order a form shows its fields; empty when nothing. */
export function cardProblems(card: CardDetails, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  if (card.number.length < 12 || card.number.length > 19 || !passesLuhn(card.number)) {
    problems.push('number');
  }
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) problems.push('expiry');
  const cvcLength = cardBrand(card.number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^[0-9]{${cvcLength}}$`).test(card.cvc)) problems.push('cvc');
  return problems;
}
