/**
 * The `staff` command (src/db/staff-cli.ts): the only way an account gets the staff role.
 *
 *   staff add <email> [--name <name>]   grant the role; creates the account when there is none,
 *                                       with the password read from standard input (never argv)
 *   staff list                          the staff members
 *   staff revoke <email>                take the role back (the account stays, as a reader's)
 *
 * `--tenant <id>` picks another tenant than 000000. Separate from the entry point so that tests
 * run it over their own database with their own input.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_TENANT_ID, MAX_NICK_NAME_LENGTH, RegisterBody } from '@portal/contract';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isEmail,
  isValidPassword,
} from '@portal/contract/validation';
import { hashPassword } from '../lib/password';
import {
  accountExists,
  grantStaff,
  listStaff,
  revokeStaff,
} from '../repositories/staff-repository';
import type { DbSession } from './db';

export const STAFF_USAGE = `Usage:
  pnpm --filter @portal/api staff add <email> [--name <name>]   (a new account's password from stdin)
  pnpm --filter @portal/api staff list
  pnpm --filter @portal/api staff revoke <email>
Options: --tenant <id> (default ${DEFAULT_TENANT_ID})`;

/** Registration's rule for a nick name (a pattern for Ajv, which reads it with the `u` flag). */
const NICK_NAME = new RegExp(RegisterBody.properties.nickName.pattern ?? '', 'u');
const isNickName = (value: string) =>
  value.length >= 1 && value.length <= MAX_NICK_NAME_LENGTH && NICK_NAME.test(value);

export interface StaffCommandIo {
  /** The new account's password: read from standard input, or asked for without echo. */
  readPassword(): Promise<string>;
  out(line: string): void;
}

/** A mistake in the command line or its input: the message is for the person typing it. */
export class StaffCommandError extends Error {
  override readonly name = 'StaffCommandError';
}

export async function runStaffCommand(
  db: DbSession,
  args: readonly string[],
  io: StaffCommandIo,
  passwordHashCost: number,
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { name: { type: 'string' }, tenant: { type: 'string', default: DEFAULT_TENANT_ID } },
    });
  } catch (error) {
    throw new StaffCommandError(`${(error as Error).message}\n${STAFF_USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, email, ...rest] = positionals;
  const tenantId = values.tenant;
  const needsEmail = command === 'add' || command === 'revoke';
  if (
    rest.length ||
    (needsEmail ? !email : email !== undefined) ||
    (values.name && command !== 'add')
  ) {
    throw new StaffCommandError(STAFF_USAGE);
  }
  if (needsEmail && !isEmail(email ?? '')) {
    throw new StaffCommandError(`Not an e-mail address: ${email}`);
  }
  switch (command) {
    case 'add':
      return add(db, tenantId, email ?? '', values.name, io, passwordHashCost);
    case 'list': {
      const staff = await listStaff(db, tenantId);
      if (!staff.length) io.out('No staff members.');
      for (const member of staff) {
        io.out(`${member.email}\t${member.nickName}\tsince ${member.staffSince ?? 'unknown'}`);
      }
      return;
    }
    case 'revoke':
      if (!(await revokeStaff(db, tenantId, email ?? ''))) {
        throw new StaffCommandError(`${email} is not a staff member.`);
      }
      io.out(`${email} is no longer staff; the staff routes refuse its admin tokens from now on.`);
      return;
    default:
      throw new StaffCommandError(STAFF_USAGE);
  }
}

async function add(
  db: DbSession,
  tenantId: string,
  email: string,
  name: string | undefined,
  io: StaffCommandIo,
  passwordHashCost: number,
): Promise<void> {
  if (await accountExists(db, tenantId, email)) {
    // The person keeps their password: nobody is asked for it on their behalf.
    const granted = await grantStaff(db, tenantId, email);
    if (granted?.outcome === 'already') io.out(`${granted.member.email} is staff already.`);
    else if (granted) io.out(`${granted.member.email} is staff now (existing account).`);
    return;
  }
  const nickName = name?.trim() ?? '';
  if (!isNickName(nickName)) {
    throw new StaffCommandError(
      `A new account needs --name <name> (1 to ${MAX_NICK_NAME_LENGTH} characters).`,
    );
  }
  const password = await io.readPassword();
  if (!isValidPassword(password)) {
    throw new StaffCommandError(
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters without whitespace.`,
    );
  }
  const passwordHash = await hashPassword(password, passwordHashCost);
  const granted = await grantStaff(db, tenantId, email, { passwordHash, nickName });
  if (granted) io.out(`${granted.member.email} is staff now (new account "${nickName}").`);
}
