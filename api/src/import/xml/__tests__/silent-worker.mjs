// A schema worker that never answers (schema-thread.test.ts), as one busy with a long file.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {});
