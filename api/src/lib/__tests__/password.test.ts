import { hashPassword, verifyPassword } from '../password';

const COST = 10;

describe('hashPassword and verifyPassword', () => {
  it('accepts the password a hash was made from and nothing else', async () => {
    const stored = await hashPassword('Reader2026', COST);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('Reader2026', stored)).toBe(true);
    expect(await verifyPassword('reader2026', stored)).toBe(false);
    expect(await verifyPassword('Reader2026 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords do not show', async () => {
    const [a, b] = await Promise.all([hashPassword('same', COST), hashPassword('same', COST)]);
    expect(a).not.toBe(b);
  });

  it('verifies with the cost stored in the hash, not the current one', async () => {
    const older = await hashPassword('long ago', 11);
    expect(await verifyPassword('long ago', older)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9', COST);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it('refuses, without throwing, hashes it cannot use', async () => {
    const good = await hashPassword('x', COST);
    for (const stored of [
      '',
      'x',
      good.replace('ln=10', 'ln=40'),
      good.replace('r=8', 'r=0'),
      good.replace(/\$[^$]+$/, '$AAAA'),
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('refuses costs outside the supported range', async () => {
    await expect(hashPassword('x', 9)).rejects.toThrow(RangeError);
    await expect(hashPassword('x', 21)).rejects.toThrow(RangeError);
  });
});
