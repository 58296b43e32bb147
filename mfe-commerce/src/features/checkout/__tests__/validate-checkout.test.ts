import {
  cardInput,
  deliveryAddress,
  EMPTY_ADDRESS,
  validateAddress,
  validateCard,
  type CardForm,
} from '../validate-checkout';

const TODAY = new Date(2026, 10, 25);
const CARD: CardForm = {
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvc: '123',
  holder: 'Li Wei',
};

describe('the card', () => {
  it('checks the number with Luhn', () => {
    expect(validateCard(CARD, TODAY)).toEqual({});
    expect(validateCard({ ...CARD, number: '3782 822463 10005' }, TODAY)).toEqual({});
    expect(validateCard({ ...CARD, number: '4242 4242 4242 4241' }, TODAY)).toEqual({
      number: 'cardNumberInvalid',
    });
    expect(validateCard({ ...CARD, number: '4242' }, TODAY).number).toBe('cardNumberInvalid');
    expect(validateCard({ ...CARD, number: ' ' }, TODAY).number).toBe('cardNumberRequired');
  });

  it('accepts an expiry from this month on, as MM/YY', () => {
    expect(validateCard({ ...CARD, expiry: '11/26' }, TODAY)).toEqual({});
    expect(validateCard({ ...CARD, expiry: '10/26' }, TODAY).expiry).toBe('expiryPast');
    expect(validateCard({ ...CARD, expiry: '01/25' }, TODAY).expiry).toBe('expiryPast');
    expect(validateCard({ ...CARD, expiry: '13/27' }, TODAY).expiry).toBe('expiryInvalid');
    expect(validateCard({ ...CARD, expiry: '1227' }, TODAY).expiry).toBe('expiryInvalid');
    expect(validateCard({ ...CARD, expiry: '' }, TODAY).expiry).toBe('expiryRequired');
  });

  it('wants a CVC of 3 or 4 digits and a name', () => {
    expect(validateCard({ ...CARD, cvc: '1234' }, TODAY)).toEqual({});
    expect(validateCard({ ...CARD, cvc: '12' }, TODAY).cvc).toBe('cvcInvalid');
    expect(validateCard({ ...CARD, cvc: '12a' }, TODAY).cvc).toBe('cvcInvalid');
    expect(validateCard({ ...CARD, holder: '  ' }, TODAY).holder).toBe('holderRequired');
  });

  it('sends the digits only, and a four-digit year', () => {
    expect(cardInput({ ...CARD, number: '4242-4242-4242-4242', expiry: '3/29' })).toEqual({
      number: '4242424242424242',
      expMonth: 3,
      expYear: 2029,
      cvc: '123',
      holder: 'Li Wei',
    });
  });
});

describe('the delivery address', () => {
  const ADDRESS = {
    name: ' Wang Fang ',
    phone: '138 0013 8000',
    countryCode: 'CN',
    regionCode: '110000',
    address: '1 Zhongguancun Street',
    postcode: '100080',
  };

  it('accepts a mainland mobile number or an international one', () => {
    expect(validateAddress(ADDRESS)).toEqual({});
    expect(validateAddress({ ...ADDRESS, phone: '+44 20 7946 0958' })).toEqual({});
    expect(validateAddress({ ...ADDRESS, phone: '12800138000' }).phone).toBe('phoneInvalid');
    expect(validateAddress({ ...ADDRESS, phone: '020 7946 0958' }).phone).toBe('phoneInvalid');
  });

  it('names every missing field', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      countryCode: 'countryRequired',
      address: 'addressRequired',
      postcode: 'postcodeRequired',
    });
    expect(validateAddress({ ...ADDRESS, postcode: '1' }).postcode).toBe('postcodeInvalid');
  });

  it('sends a province only with China', () => {
    expect(deliveryAddress(ADDRESS)).toEqual({
      name: 'Wang Fang',
      phone: '13800138000',
      countryCode: 'CN',
      regionCode: '110000',
      address: '1 Zhongguancun Street',
      postcode: '100080',
    });
    expect(deliveryAddress({ ...ADDRESS, countryCode: 'GB' })).not.toHaveProperty('regionCode');
  });
});
