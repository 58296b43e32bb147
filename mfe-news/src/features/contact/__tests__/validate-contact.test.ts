import {
  checkAttachment,
  contactBody,
  formatFileSize,
  validateContact,
  type ContactForm,
} from '../validate-contact';

const VALID: ContactForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '',
  countryCode: 'GB',
  regionCode: '',
  subject: 'Institutional subscription',
  message: 'How do we renew for 2026?',
};

const MB = 1024 * 1024;
const LIMITS = { minSize: 100, maxSize: { image: 10 * MB, video: 100 * MB, audio: 20 * MB } };

describe('validateContact', () => {
  test('a complete form passes; the phone and the province are optional', () => {
    expect(validateContact(VALID)).toEqual({});
    expect(validateContact({ ...VALID, phone: '138 0013 8000' })).toEqual({});
    expect(validateContact({ ...VALID, phone: '+44 20 7946 0958' })).toEqual({});
    expect(validateContact({ ...VALID, countryCode: 'CN', regionCode: '110000' })).toEqual({});
    expect(validateContact({ ...VALID, message: 'Dear editors,\n\tthank you.' })).toEqual({});
  });

  test.each<[Partial<ContactForm>, Record<string, string>]>([
    [{ name: '  ' }, { name: 'nameRequired' }],
    [{ name: 'x'.repeat(101) }, { name: 'nameInvalid' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: 'ada@example' }, { email: 'emailInvalid' }],
    [{ phone: '12345678901' }, { phone: 'phoneInvalid' }],
    [{ phone: '0044 20 7946' }, { phone: 'phoneInvalid' }],
    [{ countryCode: '' }, { countryCode: 'countryRequired' }],
    [{ subject: '' }, { subject: 'subjectRequired' }],
    [{ subject: 'a\tb' }, { subject: 'subjectInvalid' }],
    [{ message: ' \n ' }, { message: 'messageRequired' }],
    [{ message: 'x'.repeat(5001) }, { message: 'messageTooLong' }],
    [{ message: 'Bell\u0007' }, { message: 'messageInvalid' }],
  ])('%j is refused with %j', (change, errors) => {
    expect(validateContact({ ...VALID, ...change })).toEqual(errors);
  });
});

test('the body is trimmed, keeps the message lines, and sends a province only for China', () => {
  expect(
    contactBody(
      {
        ...VALID,
        name: ' Ada ',
        phone: '138-0013-8000',
        regionCode: '110000',
        message: ' Line 1\nLine 2 ',
      },
      '0b6f7a52-8a64-4f45-9d44-3f0a4c0e1c11',
    ),
  ).toEqual({
    name: 'Ada',
    email: 'ada@example.org',
    phone: '13800138000',
    countryCode: 'GB',
    subject: 'Institutional subscription',
    message: 'Line 1\nLine 2',
    attachmentId: '0b6f7a52-8a64-4f45-9d44-3f0a4c0e1c11',
  });
  expect(contactBody({ ...VALID, countryCode: 'CN', regionCode: '110000' })).toMatchObject({
    countryCode: 'CN',
    regionCode: '110000',
  });
});

describe('checkAttachment', () => {
  test('accepts the specification types within the limits of their kind', () => {
    expect(checkAttachment({ name: 'scan.PNG', size: 5 * MB }, LIMITS)).toBeNull();
    expect(checkAttachment({ name: 'talk.mp4', size: 50 * MB }, LIMITS)).toBeNull();
    expect(checkAttachment({ name: 'note.mp3', size: 15 * MB }, LIMITS)).toBeNull();
  });

  test('refuses other types, too small and too large files, naming the maximum', () => {
    expect(checkAttachment({ name: 'paper.pdf', size: 2000 }, LIMITS)).toEqual({
      key: 'typeError',
    });
    expect(checkAttachment({ name: 'README', size: 2000 }, LIMITS)).toEqual({ key: 'typeError' });
    expect(checkAttachment({ name: 'dot.png', size: 99 }, LIMITS)).toEqual({ key: 'tooSmall' });
    expect(checkAttachment({ name: 'big.png', size: 10 * MB + 1 }, LIMITS)).toEqual({
      key: 'tooLarge',
      max: '10 MB',
    });
    expect(checkAttachment({ name: 'song.mp3', size: 21 * MB }, LIMITS)).toEqual({
      key: 'tooLarge',
      max: '20 MB',
    });
  });

  test('without the limits only the type is checked; the server checks the size', () => {
    expect(checkAttachment({ name: 'big.png', size: 500 * MB }, undefined)).toBeNull();
    expect(checkAttachment({ name: 'x.exe', size: 500 }, undefined)).toEqual({ key: 'typeError' });
  });
});

test('sizes read as the upload messages write them', () => {
  expect(formatFileSize(10 * MB)).toBe('10 MB');
  expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  expect(formatFileSize(2048)).toBe('2 KB');
  expect(formatFileSize(512)).toBe('512 B');
});
