/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// `serve` with WEB_PROCESSES=2, as an operator starts it: two site processes on one port, one
// replaced when it dies, all stopped by SIGTERM. Free ports of this machine, not `pnpm start`'s.

let deployDir: string;
let server: Serving;
let site: string;
let remotes: string;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `serve` of the deployment with WEB_PROCESSES=2, and all it has printed so far. */
interface Serving {
  process: ChildProcess;
  output: string;
}

function serveInTwo(webPort: number, remotesPort: number): Serving {
  const child = spawn(
    path.join(__dirname, '../../node_modules/.bin/tsx'),
    [path.join(__dirname, '../serve.ts')],
    {
      env: {
        ...process.env,
        WEB_PROCESSES: '2',
        WEB_PORT: String(webPort),
        REMOTES_PORT: String(remotesPort),
        DEPLOY_DIR: deployDir,
        // The shell's index.html for every page: what is tested here is who answers.
        SERVER_RENDERING: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, all of which a failing test can stop.
      detached: true,
    },
  );
  const serving = { process: child, output: '' };
  child.stdout?.on('data', (chunk: Buffer) => (serving.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (serving.output += chunk.toString()));
  return serving;
}

/** Waits until `of` has printed `count` lines matching `pattern`; returns their matches. */
async function printed(
  pattern: RegExp,
  count = 1,
  of: Serving = server,
): Promise<RegExpMatchArray[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const matches = [...of.output.matchAll(new RegExp(pattern, 'g'))];
    if (matches.length >= count) return matches;
    if (Date.now() > deadline) throw new Error(`Not printed: ${pattern}\n${of.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pidsListening = async (count: number) =>
  (await printed(/Site process (\d+) listening/, count)).map((match) => Number(match[1]));

/** Stops every process `serving` started, whatever a test left running. */
function killAll(serving: Serving) {
  try {
    process.kill(-serving.process.pid!, 'SIGKILL');
  } catch {
    // Every process has ended.
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A page, each on a connection of its own (the processes take turns by connection). */
async function pages(count: number) {
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${site}/journals/journal`, {
      headers: { connection: 'close' },
    });
    answers.push({ status: response.status, body: await response.text() });
  }
  return answers;
}

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(deployDir, file)), { recursive: true });
    fs.writeFileSync(path.join(deployDir, file), content);
  };
  write('shell/1.0.0/index.html', '<!doctype html><html><head><title>Portal</title></head></html>');
  fs.symlinkSync('shell/1.0.0', path.join(deployDir, 'web'));
  write('remotes.json', '{}');
  write('remotes/news/1.0.0/remoteEntry.js', 'var news = "the news remote entry";');
  const [webPort, remotesPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${webPort}`;
  remotes = `http://127.0.0.1:${remotesPort}`;
  server = serveInTwo(webPort, remotesPort);
  await printed(/Serving .* with 2 processes/);
}, 60_000);

afterAll(() => {
  killAll(server);
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test('two processes serve the site on one port, and one that dies is replaced', async () => {
  const [first, second] = await pidsListening(2);
  expect(first).not.toBe(second);
  for (const answer of await pages(4)) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>Portal</title>');
  }
  const entry = await fetch(`${remotes}/news/1.0.0/remoteEntry.js`);
  expect(await entry.text()).toContain('the news remote entry');

  process.kill(first!, 'SIGKILL');
  await printed(new RegExp(`Site process ${first} ended \\(SIGKILL\\); starting another`));
  const [, , replacement] = await pidsListening(3);
  expect([first, second]).not.toContain(replacement);
  expect((await pages(4)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
}, 60_000);

test('SIGTERM stops every process and frees the port', async () => {
  const pids = await pidsListening(3);
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(pids.filter(isRunning)).toEqual([]);
  await expect(fetch(site)).rejects.toThrow();
}, 60_000);

test('a site process that cannot listen stops them all rather than starting again and again', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const serving = serveInTwo((taken.address() as AddressInfo).port, await freePort());
  try {
    const code = await Promise.race([
      new Promise((resolve) => serving.process.once('exit', resolve)),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    expect(code).toBe(1);
    expect(serving.output).toMatch(/Site process \d+ could not start \(exit 1\); stopping/);
    expect(serving.output).not.toMatch(/starting another/);
  } finally {
    killAll(serving);
    taken.close();
  }
}, 60_000);
