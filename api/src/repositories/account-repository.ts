/** Who can sign in: personal users by e-mail address, organizations by network address. */
import type { LocalizedText } from '@portal/contract';
import type { DbSession } from '../db/db';
import { localized } from './localized';

export interface User {
  id: number;
  tenantId: string;
  /** The e-mail address, in lower case. */
  username: string;
  nickName: string;
  /** Holds the staff role (granted by the `staff` CLI): a sign-in also answers an admin token. */
  staff: boolean;
}

export interface UserWithPassword extends User {
  passwordHash: string;
}

export interface Organization {
  id: number;
  tenantId: string;
  name: LocalizedText;
}

const USER_COLUMNS =
  'id, tenant_id as "tenantId", username, nick_name as "nickName", role = \'staff\' as staff';

/** The user `username` names in `tenantId`, ignoring case and surrounding spaces. */
export async function findUserByUsername(
  db: DbSession,
  tenantId: string,
  username: string,
): Promise<UserWithPassword | undefined> {
  const [row] = await db.query<UserWithPassword>(
    `select ${USER_COLUMNS}, password_hash as "passwordHash"
       from users where tenant_id = $1 and username = lower(btrim($2))`,
    [tenantId, username],
  );
  return row;
}

export async function findUser(db: DbSession, id: number): Promise<User | undefined> {
  const [row] = await db.query<User>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row;
}

interface OrganizationRow {
  id: number;
  tenant_id: string;
  name_zh: string;
  name_en: string;
}

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: localized(row.name_zh, row.name_en),
});

/**
 * The organization of `tenantId` whose ranges contain `address` (a valid IPv4 or IPv6 address,
 * see lib/client-address): the one with the narrowest such range when several do.
 */
export async function findOrganizationByAddress(
  db: DbSession,
  tenantId: string,
  address: string,
): Promise<Organization | undefined> {
  const [row] = await db.query<OrganizationRow>(
    `select o.id, o.tenant_id, o.name_zh, o.name_en
       from organization_ip_ranges r
       join organizations o on o.id = r.organization_id
      where o.tenant_id = $1 and $2::inet <<= r.cidr
      order by masklen(r.cidr) desc, o.id
      limit 1`,
    [tenantId, address],
  );
  return row && toOrganization(row);
}
