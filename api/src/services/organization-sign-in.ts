/**
 * The organization grant: an organization is signed in by the network address of its reader,
 * the narrowest of its ranges containing it winning (repositories/account-repository).
 */
import type { DbSession } from '../db/db';
import { clientAddress } from '../lib/client-address';
import { findOrganizationByAddress, type Organization } from '../repositories/account-repository';

/** The organization owning `ip` (as the request reports it), if any. */
export function organizationAt(
  db: DbSession,
  tenantId: string,
  ip: string | undefined,
): Promise<Organization | undefined> {
  const address = clientAddress(ip);
  return address ? findOrganizationByAddress(db, tenantId, address) : Promise.resolve(undefined);
}
