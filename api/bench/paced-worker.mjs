/**
 * The load of `pnpm bench`, run in a worker thread: GET `url` at evenly spaced moments (`rate` a
 * second for `seconds`), whether or not earlier answers have come back, the way independent
 * readers arrive. A request's latency runs from the moment it was due, so a generator falling
 * behind counts against the server rather than hiding its queue. With `etag`, each request
 * revalidates a kept answer (If-None-Match) and expects a 304; otherwise it expects a 200.
 *
 * autocannon cannot pace requests like this: its rate limit lets each connection send its
 * share of a second's requests back to back at the start of the second
 * (mcollina/autocannon#174).
 */
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate, seconds, etag } = workerData;
const expected = etag ? 304 : 200;
const headers = etag ? { 'if-none-match': etag } : {};
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const latencies = createHistogram();
const interval = 1000 / rate;
const total = Math.round(rate * seconds);
let sent = 0;
let settled = 0;
let errors = 0;
const start = performance.now();

function settle(due, ok) {
  if (ok) latencies.record(Math.max(1, Math.round((performance.now() - due) * 1000)));
  else errors += 1;
  settled += 1;
  if (settled < total) return;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const ms = (percentile) => latencies.percentile(percentile) / 1000;
  parentPort.postMessage({
    requests: (total - errors) / elapsed,
    p50: ms(50),
    p99: ms(99),
    max: latencies.max / 1000,
    errors,
  });
}

function send(due) {
  const request = http.get(url, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => settle(due, response.statusCode === expected));
  });
  request.on('error', () => settle(due, false));
}

function tick() {
  const now = performance.now();
  while (sent < total && start + sent * interval <= now) {
    send(start + sent * interval);
    sent += 1;
  }
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
}

tick();
