// The schema worker run from its TypeScript source (tsx, Jest): Node 20 gives a worker thread none
// of its parent's module hooks, so tsx's are registered here before the source is loaded. The
// build runs dist/schema-worker.js instead (scripts/build.ts).
import { register } from 'tsx/esm/api';

register();
await import('./schema-worker.ts');
