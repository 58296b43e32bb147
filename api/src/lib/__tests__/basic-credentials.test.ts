import { isClientCredential, parseBasicCredential } from '../basic-credentials';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
const EXPECTED = { clientId: 'portal', clientSecret: 'portal_secret' };

describe('parseBasicCredential', () => {
  it('reads the id and the secret, which may hold colons', () => {
    expect(parseBasicCredential(basic('portal:a:b'))).toEqual({
      clientId: 'portal',
      clientSecret: 'a:b',
    });
    expect(parseBasicCredential(`basic  ${Buffer.from('p:s').toString('base64')}`)).toEqual({
      clientId: 'p',
      clientSecret: 's',
    });
  });

  it.each([undefined, '', 'Basic', 'Basic !!!', basic('no colon'), 'Bearer cG9ydGFs'])(
    'finds no credential in %j',
    (header) => {
      expect(parseBasicCredential(header)).toBeUndefined();
    },
  );
});

describe('isClientCredential', () => {
  it('accepts exactly the configured id and secret', () => {
    expect(isClientCredential(basic('portal:portal_secret'), EXPECTED)).toBe(true);
    expect(isClientCredential(basic('portal:portal_secreT'), EXPECTED)).toBe(false);
    expect(isClientCredential(basic('portal:portal_secret2'), EXPECTED)).toBe(false);
    expect(isClientCredential(basic('Portal:portal_secret'), EXPECTED)).toBe(false);
    expect(isClientCredential(undefined, EXPECTED)).toBe(false);
  });
});
