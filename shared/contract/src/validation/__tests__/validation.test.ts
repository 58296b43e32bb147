import {
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  isEmail,
  isMainlandPhone,
  isNationalId,
  isPhoneNumber,
  isValidPassword,
  nationalIdCheckCharacter,
  passesLuhn,
} from '..';

const TODAY = new Date(Date.UTC(2026, 4, 14));

describe('passwords', () => {
  it.each(['abc123', 'Reader2026', 'a'.repeat(16), '密码密码密码', 'p@$$w0rd!'])(
    'accepts %s',
    (password) => expect(isValidPassword(password)).toBe(true),
  );

  it.each(['abc12', 'a'.repeat(17), 'with space', 'tab\there', 'new\nline', ''])(
    'refuses %j',
    (password) => expect(isValidPassword(password)).toBe(false),
  );

  it('counts characters, not UTF-16 units', () => {
    expect(isValidPassword('😀'.repeat(16))).toBe(true);
    expect(isValidPassword('😀'.repeat(17))).toBe(false);
  });

  it('exports the pattern the API validates with', () => {
    expect(new RegExp(PASSWORD_PATTERN, 'u').test('abc 123')).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['13812345678', '14700000000', '15912345678', '17012345678', '18612345678'])(
    'accepts the mainland number %s',
    (phone) => {
      expect(isMainlandPhone(phone)).toBe(true);
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it.each([
    '12812345678',
    '16612345678',
    '19912345678',
    '1381234567',
    '138123456789',
    '2381234567x',
  ])('refuses %s as a mainland number', (phone) => expect(isMainlandPhone(phone)).toBe(false));

  it('accepts international numbers with their + prefix only', () => {
    expect(isPhoneNumber('+441632960961')).toBe(true);
    expect(isPhoneNumber('441632960961')).toBe(false);
    expect(isPhoneNumber('+0441632960')).toBe(false);
    expect(isPhoneNumber('+1 415 555 0100')).toBe(false);
  });

  it('anchors the combined pattern as a JSON-schema pattern is used', () => {
    const pattern = new RegExp(`^(${PHONE_PATTERN})$`);
    expect(pattern.test('13812345678')).toBe(true);
    expect(pattern.test('x13812345678')).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it.each(['reader@example.com', 'first.last+tag@mail.example.org', '读者@例子.中国'])(
    'accepts %s',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each([
    'reader',
    'reader@',
    '@example.com',
    'reader@example',
    'two@@example.com',
    'a b@example.com',
    'reader@example..com',
    'nul\u0000@example.com',
    `${'a'.repeat(250)}@x.cn`,
  ])('refuses %s', (email) => expect(isEmail(email)).toBe(false));
});

describe('national ID numbers', () => {
  it('computes the check character of GB 11643', () => {
    expect(nationalIdCheckCharacter('11010519491231002')).toBe('X');
    expect(nationalIdCheckCharacter('32031119850315001')).toBe('6');
  });

  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '320311198503150016',
    '440304200002290057',
    '110105491231002',
  ])('accepts %s', (id) => expect(isNationalId(id, TODAY)).toBe(true));

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['the 30th of February', '110105200002300016'],
    ['a 13th month', '110105194913310029'],
    ['a birth date in the future', '110105203001010011'],
    ['a year before 1900', '440524188001010014'],
    ['17 digits', '11010519491231002'],
    ['a letter in the middle', '1101051949123A002X'],
    ['a 15-digit number with the 31st of April', '110105490431002'],
    ['a leading zero', '010105194912310028'],
  ])('refuses %s', (_reason, id) => expect(isNationalId(id, TODAY)).toBe(false));

  it('refuses an ID whose birth date is after today', () => {
    const id = `110105202605150${'01'}`;
    const first17 = id.slice(0, 17);
    const valid = `${first17}${nationalIdCheckCharacter(first17)}`;
    expect(isNationalId(valid, TODAY)).toBe(false);
    expect(isNationalId(valid, new Date(Date.UTC(2026, 4, 15)))).toBe(true);
  });
});

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005'])('accepts %s', (number) =>
    expect(passesLuhn(number)).toBe(true),
  );

  it.each(['4242424242424241', '42424242424242a2', '4242 4242 4242 4242', ''])(
    'refuses %j',
    (number) => expect(passesLuhn(number)).toBe(false),
  );
});
