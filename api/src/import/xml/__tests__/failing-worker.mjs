// A schema worker that fails (schema-thread.test.ts): it throws on the first file it is sent.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  throw new Error('the worker broke');
});
