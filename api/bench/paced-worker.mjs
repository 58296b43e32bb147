/**
 * The load of `pnpm bench`, run in a worker thread: GET `url` at evenly spaced moments (`rate` a
 * second for `seconds`), whether or not earlier answers have come back, the way independent
 * readers arrive. A request's latency runs from the moment it was due, so a generator falling
 * behind counts against the server rather than hiding its queue. With `etag`, each request
 * revalidates a kept answer (If-None-Match) and expects a 304; otherwise it expects a 200.
 *
 * The worker stays for as many windows as it is asked for (a message `{ seconds }` each, answered
 * with the window's figures): a bench that started a thread per window measured the threads'
 * start as well, which on the two-core machine took the server's core for most of a second.
 *
 * autocannon cannot pace requests like this: its rate limit lets each connection send its
 * share of a second's requests back to back at the start of the second
 * (mcollina/autocannon#174).
 */
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate, etag } = workerData;
const expected = etag ? 304 : 200;
const headers = etag ? { 'if-none-match': etag } : {};
// Kept from one window to the next, as a reader's browser (or a CDN) keeps its connections.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const interval = 1000 / rate;

/** One window of `seconds`: its requests sent on time, and its figures once all have settled. */
function runWindow(seconds) {
  const latencies = createHistogram();
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
}

parentPort.on('message', ({ seconds }) => runWindow(seconds));
