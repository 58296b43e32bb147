/**
 * A schema worker seen from the thread that starts it: one worker thread (schema-worker.ts) that
 * loads the grammars it is given as it starts and then checks files against their tag sets, so
 * that neither holds the thread that answers readers' requests (bench/import.ts).
 *
 * An idle worker does not keep the process alive (the CLI ends when its import has), one with
 * checks under way does. A worker that stops (closed, or crashed) fails the checks it had; the
 * next check needs a new one (schema.ts keeps the process's one).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ImportProblem } from '../types';
import type { Grammar, SchemaCheck } from './libxml-validation';

export interface SchemaRequest {
  id: number;
  check: SchemaCheck;
}

export type SchemaAnswer =
  { id: number; problems: ImportProblem[] } | { id: number; error: string };

/**
 * The worker's module: its TypeScript source beside this file (tsx, Jest), or the bundle
 * scripts/build.ts makes of it beside dist/server.js. Node 20 gives a worker thread none of its
 * parent's module hooks, so the source is started by schema-worker-source.mjs, which registers
 * tsx's first.
 */
const WORKER_FILE = path.join(
  import.meta.dirname,
  import.meta.filename.endsWith('.ts') ? 'schema-worker-source.mjs' : 'schema-worker.js',
);

interface Pending {
  resolve: (problems: ImportProblem[]) => void;
  reject: (error: Error) => void;
}

export class SchemaWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private stoppedBy: Error | null = null;

  /** Starts the thread, which loads `grammars` at once; `file` is another worker (tests). */
  constructor(grammars: readonly Grammar[], file: string = WORKER_FILE) {
    this.worker = new Worker(file, { workerData: { grammars } });
    this.worker.unref();
    this.worker.on('message', (answer: SchemaAnswer) => this.settle(answer));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`The schema worker stopped (${code})`)));
  }

  /** Whether it has stopped, and takes no more checks. */
  get stopped(): boolean {
    return this.stoppedBy !== null;
  }

  /** The file's violations of its tag set ([] when valid). */
  check(check: SchemaCheck): Promise<ImportProblem[]> {
    if (this.stoppedBy) return Promise.reject(this.stoppedBy);
    const id = this.nextId++;
    if (!this.pending.size) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, check } satisfies SchemaRequest);
    });
  }

  /** Ends the thread; the checks under way fail. */
  async close(): Promise<void> {
    this.stop(new Error('The schema worker was closed'));
    await this.worker.terminate();
  }

  private settle(answer: SchemaAnswer) {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (!this.pending.size) this.worker.unref();
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.problems);
  }

  private stop(reason: Error) {
    this.stoppedBy ??= reason;
    for (const { reject } of this.pending.values()) reject(this.stoppedBy);
    this.pending.clear();
  }
}
