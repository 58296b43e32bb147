import { cardBrand, cardProblems } from '../card';

const NOW = new Date(Date.UTC(2026, 4, 14));
const card = (overrides: Partial<Parameters<typeof cardProblems>[0]> = {}) => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holder: 'Li Hua',
  ...overrides,
});

describe('card checks', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6200000000000005', 'unionpay'],
    ['3566002020360505', 'jcb'],
    ['9999999999999995', 'unknown'],
  ])('names the brand of %s: %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it('accepts a valid card, and one expiring this month', () => {
    expect(cardProblems(card(), NOW)).toEqual([]);
    expect(cardProblems(card({ expMonth: 5, expYear: 2026 }), NOW)).toEqual([]);
  });

  it('names every field that is wrong', () => {
    expect(cardProblems(card({ number: '4242424242424241' }), NOW)).toEqual(['number']);
    expect(cardProblems(card({ number: '4242' }), NOW)).toEqual(['number']);
    expect(cardProblems(card({ expMonth: 4, expYear: 2026 }), NOW)).toEqual(['expiry']);
    expect(cardProblems(card({ cvc: '12' }), NOW)).toEqual(['cvc']);
    expect(cardProblems(card({ number: '378282246310005', cvc: '123' }), NOW)).toEqual(['cvc']);
    expect(cardProblems(card({ number: '378282246310005', cvc: '1234' }), NOW)).toEqual([]);
    expect(
      cardProblems(card({ number: '1234567812345678', expYear: 2020, cvc: 'abc' }), NOW),
    ).toEqual(['number', 'expiry', 'cvc']);
  });
});
