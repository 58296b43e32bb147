import { parseTrustedProxies } from '../auth';

describe('parseTrustedProxies', () => {
  it('reads comma-separated addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8,192.0.2.1 , ::1/128,fd00::/8,loopback,')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1/128',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustedProxies('')).toEqual([]);
  });

  it.each(['proxy.local', '10.0.0.0/', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '*'])(
    'refuses %j',
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(`: ${value}`);
    },
  );
});
