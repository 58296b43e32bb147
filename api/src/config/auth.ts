/** How the API signs people and organizations in: client credential, tokens, proxies, limits. */
import { isIP } from 'node:net';
import { DEFAULT_PASSWORD_HASH_COST } from '../lib/password';

export interface AuthConfig {
  /** HMAC key of the access tokens; when absent each process draws its own (see plugins/auth). */
  tokenSecret?: string;
  /** The fixed client credential every front end sends as `Authorization: Basic ...`. */
  clientId: string;
  clientSecret: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed (also
   * proxy-addr's names loopback, linklocal, uniquelocal). Empty: the socket's address is the
   * client's, whatever the headers say.
   */
  trustedProxies: string[];
  /** log2 of scrypt's N for the stand-in hash checked when an e-mail address is unknown. */
  passwordHashCost: number;
  /** Password sign-in attempts per client address (IPv6: per /64) and minute. */
  signInRateLimit: number;
  /**
   * Refresh and organization token calls per client address and minute. Higher: an organization's
   * readers often share one address, and each of their page loads makes such a call.
   */
  sessionRateLimit: number;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  clientId: 'portal',
  clientSecret: 'portal_secret',
  trustedProxies: [],
  passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
  signInRateLimit: 20,
  sessionRateLimit: 300,
};

/** Shortest TOKEN_SECRET accepted: 32 characters, as many bits as HMAC-SHA256 gives. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Reads `TRUSTED_PROXIES` (comma-separated); throws naming the first entry it cannot use. */
export function parseTrustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !validPrefix || rest.length > 0) {
      throw new Error(`not an IP address, CIDR range or proxy-addr name: ${entry}`);
    }
  }
  return entries;
}
