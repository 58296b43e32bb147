import { clientAddress } from '../client-address';

describe('clientAddress', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7:51234', '192.0.2.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    [' 192.0.2.7 ', '192.0.2.7'],
  ])('reads %j as %j', (input, expected) => {
    expect(clientAddress(input)).toBe(expected);
  });

  it.each([undefined, '', 'unknown', "192.0.2.7'; select 1", '999.0.0.1', '192.0.2.0/24'])(
    'gives nothing for %j',
    (input) => {
      expect(clientAddress(input)).toBeUndefined();
    },
  );
});
