import { openTestDb, TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';
import { verifyPassword } from '../../../lib/password';
import type { Db } from '../../db';
import { prepareDb } from '../../prepare';
import {
  DEMO_ORGANIZATION,
  DEMO_USERS,
  applyDemoOrgLoopback,
  hasNoAccounts,
  seedAccounts,
} from '../accounts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const ranges = async () =>
  (
    await db.query<{ cidr: string }>(
      'select r.cidr::text from organization_ip_ranges r where r.organization_id = $1 order by r.cidr',
      [DEMO_ORGANIZATION.id],
    )
  ).map((row) => row.cidr);

describe('seedAccounts', () => {
  it('stores the demo users with salted slow hashes of their documented passwords', async () => {
    const users = await db.query<{ username: string; password_hash: string; nick_name: string }>(
      'select username, password_hash, nick_name from users order by id',
    );
    expect(users.map((u) => [u.username, u.nick_name])).toEqual([
      ['reader@example.com', 'Demo Reader'],
      ['author@example.com', 'Demo Author'],
    ]);
    for (const [index, user] of users.entries()) {
      expect(user.password_hash).toMatch(`$scrypt$ln=${TEST_PASSWORD_HASH_COST},r=8,p=1$`);
      expect(await verifyPassword(DEMO_USERS[index]?.password ?? '', user.password_hash)).toBe(
        true,
      );
    }
  });

  it('gives the demo organization only the documentation ranges by default', async () => {
    const [organization] = await db.query('select name_zh, name_en from organizations');
    expect(organization).toEqual({ name_zh: '演示大学图书馆', name_en: 'Demo University Library' });
    expect(await ranges()).toEqual(['192.0.2.0/24', '2001:db8::/32']);
  });

  it('adds and removes the loopback ranges as DEMO_ORG_LOOPBACK says, as often as asked', async () => {
    await applyDemoOrgLoopback(db, true);
    await applyDemoOrgLoopback(db, true);
    expect(await ranges()).toEqual(['127.0.0.0/8', '192.0.2.0/24', '::1/128', '2001:db8::/32']);
    await applyDemoOrgLoopback(db, false);
    expect(await ranges()).toEqual(['192.0.2.0/24', '2001:db8::/32']);
  });

  it('replaces every account and session, continuing ids after the seeded ones', async () => {
    await db.query(
      "insert into refresh_tokens (family_id, user_id, token_hash, tenant_id, expires_at) values (gen_random_uuid(), 1, 'h', '000000', now())",
    );
    await seedAccounts(db, { passwordHashCost: TEST_PASSWORD_HASH_COST, demoOrgLoopback: true });
    expect(await db.query('select id from refresh_tokens')).toEqual([]);
    expect(await ranges()).toContain('127.0.0.0/8');
    const [user] = await db.query<{ id: number }>(
      "insert into users (username, password_hash, nick_name) values ('new@example.com', '$scrypt$x', 'New') returning id",
    );
    expect(user?.id).toBe(3);
  });

  it('knows a database without accounts', async () => {
    expect(await hasNoAccounts(db)).toBe(false);
    await db.exec('truncate users, organizations cascade');
    expect(await hasNoAccounts(db)).toBe(true);
  });
});

describe('prepareDb', () => {
  const log = { info: () => undefined, warn: () => undefined };
  const options = { passwordHashCost: TEST_PASSWORD_HASH_COST, demoOrgLoopback: false };
  const usernames = async () =>
    (await db.query<{ username: string }>('select username from users order by id')).map(
      (row) => row.username,
    );

  it('gives a database without accounts no demo accounts when DEMO_ACCOUNTS=0', async () => {
    await db.exec('truncate users, organizations cascade');
    await prepareDb(db, log, { ...options, demoAccounts: false });
    expect(await hasNoAccounts(db)).toBe(true);
    await prepareDb(db, log, { ...options, demoAccounts: true });
    expect(await usernames()).toEqual(['reader@example.com', 'author@example.com']);
  });

  it('leaves existing accounts alone', async () => {
    await db.query("update users set nick_name = 'Renamed' where username = 'reader@example.com'");
    await prepareDb(db, log, { ...options, demoAccounts: true });
    const [reader] = await db.query<{ nick_name: string }>(
      "select nick_name from users where username = 'reader@example.com'",
    );
    expect(reader?.nick_name).toBe('Renamed');
  });
});
