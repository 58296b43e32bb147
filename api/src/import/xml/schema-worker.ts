/**
 * The schema worker's thread (started by schema-thread.ts): loads libxml2 and every grammar it is
 * given as it starts, then checks each file it is sent and answers with its violations, or with
 * the error that kept it from checking (a grammar that does not load is the portal's fault).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { checkAgainstSchema, loadGrammars, type Grammar } from './libxml-validation';
import type { SchemaRequest, SchemaAnswer } from './schema-thread';

const port = parentPort;
if (!port) throw new Error('schema-worker.ts runs as a worker thread (schema-thread.ts)');

/**
 * Readers first: this thread checks an import's files at a lower priority than the API's own
 * (niceness 10), so that on a machine of few cores the requests of readers are not the ones kept
 * waiting. Linux sets a thread's niceness by its thread id (`/proc/thread-self` names it);
 * elsewhere the thread keeps the process's.
 */
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // No /proc, or not allowed: checked at the process's priority.
}

// A grammar that does not load here fails again, and says so, when a file needs it.
const loaded = loadGrammars((workerData as { grammars: Grammar[] }).grammars).catch(() => {});

port.on('message', async ({ id, check }: SchemaRequest) => {
  await loaded;
  let answer: SchemaAnswer;
  try {
    answer = { id, problems: await checkAgainstSchema(check) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
