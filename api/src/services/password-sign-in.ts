/**
 * The password grant: a person proves who they are with their e-mail address and password.
 * An unknown address is checked against a stand-in hash, so that it costs as long as a wrong
 * password and timing tells neither apart.
 */
import type { DbSession } from '../db/db';
import { hashPassword, verifyPassword } from '../lib/password';
import { findUserByUsername, type User } from '../repositories/account-repository';

/** What the stand-in hash is made from; never anyone's password. */
const STAND_IN_PASSWORD = 'no user has this password';

export interface PasswordSignIn {
  /** The person these credentials belong to; undefined for a wrong password or address. */
  verify(tenantId: string, username: string, password: string): Promise<User | undefined>;
}

/**
 * Hashes the stand-in once, up front: made on the first unknown address, it would make that
 * answer slower than the others.
 */
export async function createPasswordSignIn(
  db: DbSession,
  passwordHashCost: number,
): Promise<PasswordSignIn> {
  const standInHash = await hashPassword(STAND_IN_PASSWORD, passwordHashCost);
  return {
    async verify(tenantId, username, password) {
      const user = await findUserByUsername(db, tenantId, username);
      const valid = await verifyPassword(password, user?.passwordHash ?? standInHash);
      return user && valid ? user : undefined;
    },
  };
}
