import type { UserProfile } from '@portal/contract';
import { checkAvatar, formatSize } from '../utils/check-avatar';
import {
  passwordError,
  profileChanges,
  profileValues,
  validateProfile,
  type ProfileValues,
} from '../utils/validate-profile';

const PROFILE: UserProfile = {
  id: 7,
  email: 'reader@example.com',
  nickName: 'Reader',
  phone: null,
  countryCode: null,
  organizationName: null,
  nationalId: null,
  registeredAt: '2026-01-05T10:00:00Z',
  avatarUrl: null,
};
const TODAY = new Date('2026-11-25T00:00:00Z');

function values(overrides: Partial<ProfileValues>): ProfileValues {
  return { ...profileValues(PROFILE), ...overrides };
}

describe('the profile rules', () => {
  it('asks for a name', () => {
    expect(validateProfile(values({ nickName: '  ' }), TODAY)).toEqual({ nickName: 'required' });
    expect(validateProfile(values({ nickName: 'x'.repeat(51) }), TODAY)).toEqual({
      nickName: 'tooLong',
    });
  });

  it.each(['13812345678', '17012345678', '+447911123456', '+8613812345678'])(
    'accepts the phone number %s',
    (phone) => expect(validateProfile(values({ phone }), TODAY)).toEqual({}),
  );

  it.each([
    '12812345678',
    '1381234567',
    '138123456789',
    '447911123456',
    '+0123456789',
    '138 1234 5678',
  ])('refuses the phone number %s', (phone) =>
    expect(validateProfile(values({ phone }), TODAY)).toEqual({ phone: 'phone' }),
  );

  it('checks a national ID by its length, date and check character', () => {
    // 18 digits with the check character of GB 11643; 15 digits of the 1900s.
    expect(validateProfile(values({ nationalId: '11010519491231002X' }), TODAY)).toEqual({});
    expect(validateProfile(values({ nationalId: '110105491231002' }), TODAY)).toEqual({});
    for (const nationalId of [
      '110105194912310021',
      '11010519491331002X',
      '1101051949123100',
      '110105203012310026',
    ]) {
      expect(validateProfile(values({ nationalId }), TODAY)).toEqual({ nationalId: 'nationalId' });
    }
  });

  it('sends only what changed, clearing an emptied field and keeping the ID on file', () => {
    const onFile = { ...PROFILE, phone: '13812345678', nationalId: '110105********002X' };
    expect(profileChanges(profileValues(onFile), onFile)).toEqual({});
    expect(
      profileChanges(
        { ...profileValues(onFile), phone: '', organizationName: ' Peking University ' },
        onFile,
      ),
    ).toEqual({ phone: null, organizationName: 'Peking University' });
    expect(
      profileChanges({ ...profileValues(onFile), nationalId: '11010519491231002x' }, onFile),
    ).toEqual({ nationalId: '11010519491231002X' });
  });
});

describe('the password rule', () => {
  it('wants 6 to 16 characters without whitespace, typed twice alike', () => {
    expect(passwordError('secret1', 'secret1')).toBeNull();
    expect(passwordError('x'.repeat(16), 'x'.repeat(16))).toBeNull();
    expect(passwordError('short', 'short')).toBe('rule');
    expect(passwordError('x'.repeat(17), 'x'.repeat(17))).toBe('rule');
    expect(passwordError('has space', 'has space')).toBe('rule');
    expect(passwordError('secret1', 'secret2')).toBe('mismatch');
  });
});

describe('the avatar check', () => {
  const limits = { minSize: 100, maxSize: 10 * 1024 * 1024 };

  it('takes the images of the specification, in any case', () => {
    for (const name of ['me.png', 'me.JPG', 'me.jpeg', 'a.b.webp', 'scan.tiff', 'logo.svg']) {
      expect(checkAvatar({ name, size: 2048 }, limits)).toBeNull();
    }
  });

  it('refuses another type, and a file too small or too large', () => {
    expect(checkAvatar({ name: 'cv.pdf', size: 2048 }, limits)).toEqual({ reason: 'type' });
    expect(checkAvatar({ name: 'clip.mp4', size: 2048 }, limits)).toEqual({ reason: 'type' });
    expect(checkAvatar({ name: 'png', size: 2048 }, limits)).toEqual({ reason: 'type' });
    expect(checkAvatar({ name: 'me.png', size: 99 }, limits)).toEqual({ reason: 'tooSmall' });
    expect(checkAvatar({ name: 'me.png', size: limits.maxSize + 1 }, limits)).toEqual({
      reason: 'tooLarge',
      maxSize: limits.maxSize,
    });
    // Limits unknown: the server decides the size.
    expect(checkAvatar({ name: 'me.png', size: 1 }, undefined)).toBeNull();
  });

  it('writes a limit as the server does', () => {
    expect(formatSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSize(4096)).toBe('4 KB');
  });
});
