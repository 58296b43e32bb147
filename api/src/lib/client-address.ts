/** The client's network address as PostgreSQL's `inet` reads it. */
import { isIP } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d+)?$/;

/**
 * Normalizes what a socket or an X-Forwarded-For entry says: IPv4 addresses a dual-stack socket
 * reports as `::ffff:a.b.c.d` become plain IPv4 (an IPv4 range does not contain the mapped form),
 * ports some proxies append and IPv6 zone indexes are dropped. Undefined when what is left is not
 * an IP address, so that no request can put arbitrary text into an `inet` cast.
 */
export function clientAddress(ip: string | undefined): string | undefined {
  let address = ip?.trim() ?? '';
  address = BRACKETED_IPV6.exec(address)?.[1] ?? IPV4_WITH_PORT.exec(address)?.[1] ?? address;
  address = address.replace(/%.*$/, '');
  address = MAPPED_IPV4.exec(address)?.[1] ?? address;
  return isIP(address) ? address : undefined;
}
