/**
 * Password hashing with scrypt (memory-hard, in Node's crypto, no native addon), stored as a PHC
 * string `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` so that each hash carries its own cost and an
 * increase of the cost leaves older hashes verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of scrypt's N: 2^15 costs about 32 MiB and some tens of milliseconds per hash. */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just below N = 2^15.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? BLOCK_SIZE);
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const encode = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(
  password: string,
  cost = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) {
    throw new RangeError(
      `Password hash cost must be an integer from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`,
    );
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, {
    N: 2 ** cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return `$scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${encode(salt)}$${encode(key)}`;
}

/** True when `password` is the one `stored` was made from; false for any malformed `stored`. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, ln = '', r = '', p = '', salt = '', hash = ''] = match;
  const options = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64');
  // Bounds on what is stored, so that a damaged row cannot make one sign-in take minutes.
  const sane =
    Number(ln) >= MIN_PASSWORD_HASH_COST &&
    Number(ln) <= MAX_PASSWORD_HASH_COST &&
    options.r >= 1 &&
    options.r <= 32 &&
    options.p >= 1 &&
    options.p <= 16 &&
    expected.length >= 16;
  if (!sane) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), expected.length, options);
  return timingSafeEqual(key, expected);
}
