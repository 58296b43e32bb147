/** A person's account as they see and change it: registration, profile, password. */
import type { UpdateProfileBody, UserProfile } from '@portal/contract';
import type { Db, DbSession } from '../db/db';
import { isoTime } from '../lib/sql';

interface ProfileRow {
  id: number;
  username: string;
  nick_name: string;
  phone: string | null;
  country_code: string | null;
  organization_name: string | null;
  national_id: string | null;
  avatar_upload_id: string | null;
  registered_at: string;
}

const PROFILE_SELECT = `
  select id, username, nick_name, phone, country_code, organization_name, national_id,
         avatar_upload_id,
         ${isoTime('created_at')} as registered_at
    from users`;

/** The first six and last four characters, the rest hidden: enough to recognise one's own. */
export const maskNationalId = (id: string) =>
  `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;

const toProfile = (row: ProfileRow): UserProfile => ({
  id: row.id,
  email: row.username,
  nickName: row.nick_name,
  phone: row.phone,
  countryCode: row.country_code,
  organizationName: row.organization_name,
  nationalId: row.national_id === null ? null : maskNationalId(row.national_id),
  registeredAt: row.registered_at,
  avatarUrl: row.avatar_upload_id === null ? null : `/api/upload/file/${row.avatar_upload_id}`,
});

export interface NewUser {
  tenantId: string;
  email: string;
  passwordHash: string;
  nickName: string;
  phone: string | null;
}

/** The new person's profile; undefined when the e-mail address is taken in the tenant. */
export async function registerUser(db: DbSession, user: NewUser): Promise<UserProfile | undefined> {
  const [row] = await db.query<{ id: number }>(
    `insert into users (tenant_id, username, password_hash, nick_name, phone)
     values ($1, lower($2), $3, $4, $5)
     on conflict (tenant_id, username) do nothing
     returning id`,
    [user.tenantId, user.email, user.passwordHash, user.nickName, user.phone],
  );
  return row && findProfile(db, row.id);
}

export async function findProfile(db: DbSession, userId: number): Promise<UserProfile | undefined> {
  const [row] = await db.query<ProfileRow>(`${PROFILE_SELECT} where id = $1`, [userId]);
  return row && toProfile(row);
}

const PROFILE_COLUMNS = {
  nickName: 'nick_name',
  phone: 'phone',
  countryCode: 'country_code',
  organizationName: 'organization_name',
  nationalId: 'national_id',
  avatarId: 'avatar_upload_id',
} as const satisfies Record<keyof UpdateProfileBody, string>;

/** Changes the fields `changes` holds (null clears one); answers the profile afterwards. */
export async function updateProfile(
  db: DbSession,
  userId: number,
  changes: UpdateProfileBody,
): Promise<UserProfile | undefined> {
  const params: unknown[] = [userId];
  const assignments: string[] = [];
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = changes[field as keyof UpdateProfileBody];
    if (value === undefined) continue;
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  if (assignments.length) {
    await db.query(
      `update users set ${assignments.join(', ')}, updated_at = now() where id = $1`,
      params,
    );
  }
  return findProfile(db, userId);
}

/** The MIME type of the person's own upload `uploadId`; undefined when it is not theirs. */
export async function findOwnUploadType(
  db: DbSession,
  uploadId: string,
  userId: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ mime_type: string }>(
    'select mime_type from uploads where id = $1 and owner_id = $2',
    [uploadId, userId],
  );
  return row?.mime_type;
}

export async function findPasswordHash(db: DbSession, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  return row?.password_hash;
}

/**
 * Sets the new password and ends every session of the person but `keepSessionId` (the one making
 * the change, who has just proved the old password): their refresh tokens are revoked, and with
 * them at once the access tokens of those sessions, so a stolen token stops working.
 */
export async function changePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update users set password_hash = $2, password_changed_at = now(), updated_at = now()
        where id = $1`,
      [userId, passwordHash],
    );
    await tx.query(
      `update refresh_tokens set revoked_at = now()
        where user_id = $1 and revoked_at is null and family_id is distinct from $2::uuid`,
      [userId, keepSessionId ?? null],
    );
  });
}
