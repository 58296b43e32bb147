/**
 * `pnpm --filter @portal/api staff <add|list|revoke> ...` (src/db/staff.ts): staff accounts of the
 * configured database (DATABASE_URL, or DATA_DIR's PGlite, which only one process may open: stop
 * the API first). A new account's password comes from standard input: piped (one line), or typed
 * at a prompt that does not echo it; never from the command line, where the shell's history and
 * the process list would keep it.
 */
import { createInterface } from 'node:readline';
import { readEnv } from '../config/env';
import { migrate } from './migrate';
import { openDb } from './open-db';
import { runStaffCommand, StaffCommandError } from './staff';

/** The first line of piped input. */
async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Asks twice on the terminal, echoing nothing; the two must match. */
async function promptPassword(): Promise<string> {
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stderr.write(question);
      const chars: string[] = [];
      process.stdin.setRawMode(true);
      process.stdin.resume();
      const onData = (data: Buffer) => {
        for (const char of data.toString('utf8')) {
          if (char === '\r' || char === '\n') {
            process.stdin.off('data', onData);
            process.stdin.setRawMode(false);
            process.stdin.pause();
            process.stderr.write('\n');
            resolve(chars.join(''));
            return;
          }
          if (char === '\u0003') process.exit(130);
          if (char === '\u007f' || char === '\b') chars.pop();
          else chars.push(char);
        }
      };
      process.stdin.on('data', onData);
    });
  const first = await ask('Password of the new account: ');
  const again = await ask('Once more: ');
  if (first !== again) throw new StaffCommandError('The two passwords differ.');
  return first;
}

const env = readEnv();
const db = await openDb(env);
try {
  await migrate(db);
  await runStaffCommand(
    db,
    process.argv.slice(2),
    {
      readPassword: () => (process.stdin.isTTY ? promptPassword() : readPipedLine()),
      out: (line) => console.info(line),
    },
    env.auth.passwordHashCost,
  );
} catch (error) {
  if (!(error instanceof StaffCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
