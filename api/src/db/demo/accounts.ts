/**
 * Demo accounts: two people who sign in with a password and an organization that owns the IP
 * documentation ranges (RFC 5737, RFC 3849), so no real network is granted anything. The
 * passwords are public (api/docs/sign-in.md); they exist to try the portal.
 */
import { DEFAULT_TENANT_ID } from '@portal/contract';
import type { Db, DbSession } from '../db';
import { insertRows } from '../insert-rows';
import { seedAccess } from './access';
import { hashPassword } from '../../lib/password';
import { seedDemoOrders } from './orders';

export const DEMO_USERS = [
  { id: 1, username: 'reader@example.com', password: 'Reader2026', nickName: 'Demo Reader' },
  { id: 2, username: 'author@example.com', password: 'Author2026', nickName: 'Demo Author' },
] as const;

export const DEMO_ORGANIZATION = {
  id: 1,
  name: { zh: '演示大学图书馆', en: 'Demo University Library' },
  ranges: ['192.0.2.0/24', '2001:db8::/32'],
} as const;

/** Added to the demo organization only with DEMO_ORG_LOOPBACK=1: this machine's own addresses. */
export const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'] as const;

/** Tables in insertion order (parents first); truncated together before seeding. */
const TABLES = ['users', 'organizations', 'organization_ip_ranges', 'refresh_tokens'] as const;

export interface AccountSeedOptions {
  /** log2 of scrypt's N for the demo passwords (lib/password). */
  passwordHashCost: number;
  demoOrgLoopback: boolean;
}

export async function hasNoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from users) or exists (select 1 from organizations) as exists',
  );
  return !row?.exists;
}

/** Replaces every account (and so every session) with the demo accounts. */
export async function seedAccounts(db: Db, options: AccountSeedOptions): Promise<void> {
  const users = await Promise.all(
    DEMO_USERS.map(async (user) => ({
      id: user.id,
      tenant_id: DEFAULT_TENANT_ID,
      username: user.username,
      password_hash: await hashPassword(user.password, options.passwordHashCost),
      nick_name: user.nickName,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.exec(`truncate ${TABLES.join(', ')} restart identity cascade`);
    await insertRows(tx, 'users', users);
    await insertRows(tx, 'organizations', [
      {
        id: DEMO_ORGANIZATION.id,
        tenant_id: DEFAULT_TENANT_ID,
        name_zh: DEMO_ORGANIZATION.name.zh,
        name_en: DEMO_ORGANIZATION.name.en,
      },
    ]);
    await insertRows(
      tx,
      'organization_ip_ranges',
      DEMO_ORGANIZATION.ranges.map((cidr) => ({ organization_id: DEMO_ORGANIZATION.id, cidr })),
    );
    for (const table of ['users', 'organizations']) {
      await tx.query(
        `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        [table],
      );
    }
    await applyDemoOrgLoopback(tx, options.demoOrgLoopback);
    await seedAccess(tx, { readerId: DEMO_USERS[0].id, organizationId: DEMO_ORGANIZATION.id });
    await seedDemoOrders(tx, DEMO_USERS[0].id);
  });
}

/**
 * Gives the demo organization this machine's loopback ranges, or takes them away: run at every
 * start, so that the setting of DEMO_ORG_LOOPBACK is what holds. Left on behind a reverse proxy on
 * the same machine (without TRUSTED_PROXIES) it would grant every visitor the organization.
 */
export async function applyDemoOrgLoopback(db: DbSession, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.query(
      `insert into organization_ip_ranges (organization_id, cidr)
       select id, range::cidr from organizations, unnest($2::text[]) as range where id = $1
       on conflict do nothing`,
      [DEMO_ORGANIZATION.id, LOOPBACK_RANGES],
    );
  } else {
    await db.query(
      'delete from organization_ip_ranges where organization_id = $1 and cidr = any($2::cidr[])',
      [DEMO_ORGANIZATION.id, LOOPBACK_RANGES],
    );
  }
}
