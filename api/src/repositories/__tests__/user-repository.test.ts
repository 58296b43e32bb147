/**
 * The user repository against the seeded database: registration, profile and password changes,
 * each checked in the `users` and `refresh_tokens` tables (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { issueRefreshToken, rotateRefreshToken } from '../refresh-token-repository';
import {
  changePassword,
  findPasswordHash,
  findProfile,
  maskNationalId,
  registerUser,
  updateProfile,
  type NewUser,
} from '../user-repository';

/** A well-formed PHC string: the repository stores hashes, it does not make them. */
const HASH = '$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA';
const NATIONAL_ID = '11010519491231002X';

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;

const newUser = (email: string, tenantId = '000000'): NewUser => ({
  tenantId,
  email,
  passwordHash: HASH,
  nickName: 'New Reader',
  phone: '13812345678',
});

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('registerUser', () => {
  it('registers a person under the e-mail address in lower case', async () => {
    const profile = await registerUser(db, newUser('New.Reader@Example.COM'));
    expect(profile).toEqual({
      id: expect.any(Number),
      email: 'new.reader@example.com',
      nickName: 'New Reader',
      phone: '13812345678',
      countryCode: null,
      organizationName: null,
      nationalId: null,
      registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      avatarUrl: null,
    });
    expect(profile?.id).toBeGreaterThan(2);
    expect(Math.abs(Date.parse(profile?.registeredAt ?? '') - Date.now())).toBeLessThan(60_000);
    const [row] = await db.query<{ username: string; password_hash: string; tenant_id: string }>(
      'select username, password_hash, tenant_id from users where id = $1',
      [profile?.id],
    );
    expect(row).toEqual({
      username: 'new.reader@example.com',
      password_hash: HASH,
      tenant_id: '000000',
    });
    expect(await findProfile(db, profile?.id ?? 0)).toEqual(profile);
  });

  it('refuses an address taken in the tenant, in any case, and allows it in another tenant', async () => {
    const users = await count('users');
    expect(await registerUser(db, newUser('READER@example.com'))).toBeUndefined();
    expect(await registerUser(db, newUser('new.reader@EXAMPLE.com'))).toBeUndefined();
    expect(await count('users')).toBe(users);
    const elsewhere = await registerUser(db, newUser('reader@example.com', '000001'));
    expect(elsewhere?.email).toBe('reader@example.com');
    expect(await count(`users where username = 'reader@example.com'`)).toBe(2);
  });

  it('registers inside a transaction, and not at all when it rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        expect((await registerUser(tx, newUser('rolled.back@example.com')))?.email).toBe(
          'rolled.back@example.com',
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count(`users where username = 'rolled.back@example.com'`)).toBe(0);
  });

  it('lets the database refuse what the forms refuse', async () => {
    await expect(
      registerUser(db, { ...newUser('bad.phone@example.com'), phone: '12345' }),
    ).rejects.toThrow();
    await expect(registerUser(db, newUser('no-at-sign'))).rejects.toThrow();
    await expect(
      registerUser(db, { ...newUser('bad.hash@example.com'), passwordHash: 'plain' }),
    ).rejects.toThrow();
    expect(
      await count(`users where username in ('bad.phone@example.com', 'bad.hash@example.com')`),
    ).toBe(0);
  });
});

describe('findProfile and updateProfile', () => {
  it("answers a seeded person's profile, and nothing for an unknown id", async () => {
    expect(await findProfile(db, 1)).toMatchObject({
      id: 1,
      email: 'reader@example.com',
      nickName: 'Demo Reader',
    });
    expect(await findProfile(db, 999_999)).toBeUndefined();
  });

  it('changes the fields given, masks the national ID, and leaves the others', async () => {
    const before = await findProfile(db, 2);
    const after = await updateProfile(db, 2, {
      countryCode: 'CN',
      organizationName: 'Peking University',
      nationalId: NATIONAL_ID,
    });
    expect(after).toEqual({
      ...before,
      countryCode: 'CN',
      organizationName: 'Peking University',
      nationalId: '110105********002X',
    });
    const [row] = await db.query<{ national_id: string; nick_name: string }>(
      'select national_id, nick_name from users where id = 2',
    );
    expect(row).toEqual({ national_id: NATIONAL_ID, nick_name: 'Demo Author' });
    expect(await findProfile(db, 2)).toEqual(after);
  });

  it('clears a field given as null, and changes nothing when given nothing', async () => {
    await updateProfile(db, 2, { phone: '+441632960961', nickName: 'Author' });
    const cleared = await updateProfile(db, 2, { phone: null, organizationName: null });
    expect(cleared).toMatchObject({ nickName: 'Author', phone: null, organizationName: null });
    expect(cleared?.countryCode).toBe('CN');
    expect(await updateProfile(db, 2, {})).toEqual(cleared);
    expect(await updateProfile(db, 999_999, { nickName: 'Nobody' })).toBeUndefined();
    expect(await count(`users where nick_name = 'Nobody'`)).toBe(0);
  });

  it('refuses values the checks refuse, changing nothing', async () => {
    const before = await findProfile(db, 2);
    await expect(
      updateProfile(db, 2, { countryCode: 'cn', nickName: 'Changed' }),
    ).rejects.toThrow();
    await expect(updateProfile(db, 2, { nationalId: '123' })).rejects.toThrow();
    expect(await findProfile(db, 2)).toEqual(before);
  });

  it('masks all but the first six and last four characters', () => {
    expect(maskNationalId(NATIONAL_ID)).toBe('110105********002X');
    expect(maskNationalId('110105491231002')).toBe('110105*****1002');
  });
});

describe('findPasswordHash and changePassword', () => {
  it('sets the new hash and revokes every refresh token of the person, and only theirs', async () => {
    expect(await findPasswordHash(db, 1)).toMatch(/^\$scrypt\$/);
    expect(await findPasswordHash(db, 999_999)).toBeUndefined();
    const reader = { kind: 'personal', userId: 1 } as const;
    const first = await issueRefreshToken(db, reader, '000000');
    const second = await issueRefreshToken(db, reader, '000000');
    const author = await issueRefreshToken(db, { kind: 'personal', userId: 2 }, '000000');

    await changePassword(db, 1, HASH);
    expect(await findPasswordHash(db, 1)).toBe(HASH);
    expect(await count('users where id = 1 and password_changed_at is not null')).toBe(1);
    expect(await count('refresh_tokens where user_id = 1 and revoked_at is null')).toBe(0);
    expect(await count('refresh_tokens where user_id = 2 and revoked_at is null')).toBe(1);
    const resolve = async () => 'granted';
    for (const { token } of [first, second]) {
      expect(await rotateRefreshToken(db, token, resolve)).toEqual({ outcome: 'invalid' });
    }
    expect((await rotateRefreshToken(db, author.token, resolve)).outcome).toBe('renewed');
  });

  it('keeps the session of the person making the change, and only that one', async () => {
    const reader = { kind: 'personal', userId: 1 } as const;
    const changer = await issueRefreshToken(db, reader, '000000');
    const other = await issueRefreshToken(db, reader, '000000');

    await changePassword(db, 1, HASH, changer.familyId);
    const resolve = async () => 'granted';
    expect((await rotateRefreshToken(db, changer.token, resolve)).outcome).toBe('renewed');
    expect(await rotateRefreshToken(db, other.token, resolve)).toEqual({ outcome: 'invalid' });
  });
});
