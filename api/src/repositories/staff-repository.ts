/**
 * The staff role (migration 0024): granted, listed and revoked by the `staff` CLI
 * (src/db/staff-cli.ts), read by the staff plugin on every staff request.
 */
import type { DbSession } from '../db/db';
import { isoTime } from '../lib/sql';

export interface StaffMember {
  userId: number;
  tenantId: string;
  /** The e-mail address, in lower case. */
  email: string;
  nickName: string;
  /** When the role was granted, ISO 8601. */
  staffSince: string | null;
}

const STAFF_COLUMNS = `id as "userId", tenant_id as "tenantId", username as email,
  nick_name as "nickName", ${isoTime('role_changed_at')} as "staffSince"`;

/** The person `userId` of `tenantId` while they hold the staff role; undefined otherwise. */
export async function findStaffMember(
  db: DbSession,
  userId: number,
  tenantId: string,
): Promise<StaffMember | undefined> {
  const [row] = await db.query<StaffMember>(
    `select ${STAFF_COLUMNS} from users where id = $1 and tenant_id = $2 and role = 'staff'`,
    [userId, tenantId],
  );
  return row;
}

export async function listStaff(db: DbSession, tenantId: string): Promise<StaffMember[]> {
  return db.query<StaffMember>(
    `select ${STAFF_COLUMNS} from users where tenant_id = $1 and role = 'staff' order by username`,
    [tenantId],
  );
}

/**
 * Grants the staff role to the account of `email`, creating it with `newAccount` (its password
 * hash and nick name) when there is none. Undefined when there is none and `newAccount` is not
 * given. An account that already has the role keeps it as it was.
 */
export async function grantStaff(
  db: DbSession,
  tenantId: string,
  email: string,
  newAccount?: { passwordHash: string; nickName: string },
): Promise<{ member: StaffMember; outcome: 'granted' | 'already' | 'created' } | undefined> {
  const [granted] = await db.query<StaffMember>(
    `update users set role = 'staff', role_changed_at = now(), updated_at = now()
      where tenant_id = $1 and username = lower(btrim($2)) and role <> 'staff'
      returning ${STAFF_COLUMNS}`,
    [tenantId, email],
  );
  if (granted) return { member: granted, outcome: 'granted' };
  const [existing] = await db.query<StaffMember>(
    `select ${STAFF_COLUMNS} from users
      where tenant_id = $1 and username = lower(btrim($2)) and role = 'staff'`,
    [tenantId, email],
  );
  if (existing) return { member: existing, outcome: 'already' };
  if (!newAccount) return undefined;
  const [created] = await db.query<StaffMember>(
    `insert into users (tenant_id, username, password_hash, nick_name, role, role_changed_at)
     values ($1, lower(btrim($2)), $3, $4, 'staff', now())
     returning ${STAFF_COLUMNS}`,
    [tenantId, email, newAccount.passwordHash, newAccount.nickName],
  );
  return created && { member: created, outcome: 'created' };
}

/** Takes the staff role from the account of `email`; false when it had none (or no such account). */
export async function revokeStaff(
  db: DbSession,
  tenantId: string,
  email: string,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update users set role = 'reader', role_changed_at = now(), updated_at = now()
      where tenant_id = $1 and username = lower(btrim($2)) and role = 'staff'
      returning id`,
    [tenantId, email],
  );
  return rows.length > 0;
}

/** Whether an account of `email` exists (staff or not). */
export async function accountExists(
  db: DbSession,
  tenantId: string,
  email: string,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `select id from users where tenant_id = $1 and username = lower(btrim($2))`,
    [tenantId, email],
  );
  return rows.length > 0;
}
