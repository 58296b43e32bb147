import { verifyPassword } from '../../lib/password';
import { runStaffCommand, StaffCommandError } from '../staff';
import { setupTestApp } from '../../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../../test/test-db';

const context = setupTestApp();

/** Runs the command as typed; `password` is what standard input holds. */
async function staff(args: string[], password?: string) {
  const lines: string[] = [];
  const readPassword = jest.fn(async () => password ?? '');
  await runStaffCommand(
    context().db,
    args,
    { readPassword, out: (line) => lines.push(line) },
    TEST_PASSWORD_HASH_COST,
  );
  return { lines, readPassword };
}

const account = async (email: string) => {
  const [row] = await context().db.query<{
    role: string;
    nick_name: string;
    password_hash: string;
  }>('select role, nick_name, password_hash from users where username = $1', [email]);
  return row;
};

describe('the staff command', () => {
  it('creates a staff account with the password read from its input, lists it and revokes it', async () => {
    const { lines } = await staff(
      ['add', 'Chief.Editor@Example.org', '--name', '主编'],
      'Editor2026',
    );
    expect(lines).toEqual(['chief.editor@example.org is staff now (new account "主编").']);
    const created = await account('chief.editor@example.org');
    expect(created).toMatchObject({ role: 'staff', nick_name: '主编' });
    expect(await verifyPassword('Editor2026', created?.password_hash ?? '')).toBe(true);

    const listed = await staff(['list']);
    expect(listed.lines).toEqual([
      expect.stringMatching(/^chief\.editor@example\.org\t主编\tsince \d{4}-\d\d-\d\dT/),
    ]);

    expect((await staff(['revoke', 'chief.editor@example.org'])).lines).toEqual([
      'chief.editor@example.org is no longer staff; the staff routes refuse its admin tokens from now on.',
    ]);
    expect((await account('chief.editor@example.org'))?.role).toBe('reader');
    expect((await staff(['list'])).lines).toEqual(['No staff members.']);
  });

  it('makes an existing reader staff without asking for or changing their password', async () => {
    const before = await account('author@example.com');
    const { lines, readPassword } = await staff(['add', 'author@example.com']);
    expect(lines).toEqual(['author@example.com is staff now (existing account).']);
    expect(readPassword).not.toHaveBeenCalled();
    expect(await account('author@example.com')).toEqual({ ...before, role: 'staff' });
    expect((await staff(['add', 'author@example.com'])).lines).toEqual([
      'author@example.com is staff already.',
    ]);
    await staff(['revoke', 'author@example.com']);
  });

  it('takes no password from the command line', async () => {
    await expect(
      staff(['add', 'pw@example.org', '--name', 'P', '--password', 'Editor2026']),
    ).rejects.toThrow(StaffCommandError);
    expect(await account('pw@example.org')).toBeUndefined();
  });

  it('refuses what registration would refuse, writing nothing', async () => {
    await expect(staff(['add', 'weak@example.org', '--name', 'W'], 'a b')).rejects.toThrow(
      'The password must be 6 to 16 characters without whitespace.',
    );
    await expect(staff(['add', 'nameless@example.org'], 'Editor2026')).rejects.toThrow(
      'A new account needs --name <name> (1 to 50 characters).',
    );
    await expect(staff(['add', 'not-an-address', '--name', 'N'], 'Editor2026')).rejects.toThrow(
      'Not an e-mail address: not-an-address',
    );
    expect(await account('weak@example.org')).toBeUndefined();
    expect(await account('nameless@example.org')).toBeUndefined();
  });

  it('says so when there is no staff role to revoke, and explains its usage', async () => {
    await expect(staff(['revoke', 'reader@example.com'])).rejects.toThrow(
      'reader@example.com is not a staff member.',
    );
    await expect(staff([])).rejects.toThrow(/^Usage:/);
    await expect(staff(['list', 'extra'])).rejects.toThrow(/^Usage:/);
  });
});
