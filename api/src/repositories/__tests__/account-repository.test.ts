import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { findOrganizationByAddress, findUser, findUserByUsername } from '../account-repository';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`
    insert into organizations (id, tenant_id, name_zh, name_en) values
      (10, '000000', '演示大学数学系', 'Demo University, Mathematics'),
      (11, '000001', '另一租户', 'Another tenant');
    insert into organization_ip_ranges (organization_id, cidr) values
      (10, '192.0.2.128/25'), (11, '198.51.100.0/24');
  `);
});
afterAll(async () => {
  await db.close();
});

const orgAt = async (address: string, tenantId = '000000') =>
  (await findOrganizationByAddress(db, tenantId, address))?.id;

describe('findOrganizationByAddress', () => {
  it('finds the organization whose range holds an IPv4 or IPv6 address', async () => {
    expect(await orgAt('192.0.2.1')).toBe(1);
    expect(await orgAt('2001:db8:ffff::1')).toBe(1);
    expect(await orgAt('2001:db9::1')).toBeUndefined();
  });

  it('never matches across address families', async () => {
    expect(await orgAt('::ffff:192.0.2.1')).toBeUndefined();
    expect(await orgAt('::c000:201')).toBeUndefined();
  });

  it('prefers the narrowest range when ranges nest', async () => {
    expect(await orgAt('192.0.2.200')).toBe(10);
    expect(await orgAt('192.0.2.100')).toBe(1);
  });

  it('looks only at the organizations of the tenant asked for', async () => {
    expect(await orgAt('198.51.100.9')).toBeUndefined();
    expect(await orgAt('198.51.100.9', '000001')).toBe(11);
  });

  it('gives the organization its name in both languages', async () => {
    expect(await findOrganizationByAddress(db, '000000', '192.0.2.1')).toEqual({
      id: 1,
      tenantId: '000000',
      name: { zh: '演示大学图书馆', en: 'Demo University Library' },
    });
  });
});

describe('findUserByUsername and findUser', () => {
  it('finds a user by e-mail address in any case, with the hash only for sign-in', async () => {
    const user = await findUserByUsername(db, '000000', 'AUTHOR@example.com');
    expect(user).toMatchObject({ id: 2, username: 'author@example.com', nickName: 'Demo Author' });
    expect(user?.passwordHash).toMatch(/^\$scrypt\$/);
    expect(await findUser(db, 2)).toEqual({
      id: 2,
      tenantId: '000000',
      username: 'author@example.com',
      nickName: 'Demo Author',
      staff: false,
    });
  });

  it('finds no one in another tenant or under a pattern', async () => {
    expect(await findUserByUsername(db, '000001', 'author@example.com')).toBeUndefined();
    expect(await findUserByUsername(db, '000000', '%@example.com')).toBeUndefined();
    expect(await findUser(db, 99)).toBeUndefined();
  });
});
