/**
 * Load shedding (issue 30): a server that renders more pages than its cores can answers every one
 * of them late. So the renders one process runs at once are counted, and its event loop's delay
 * watched; when a reader's browser asks for a page the cache does not hold and rendering cannot
 * keep its budget (`maxInFlight` renders already under way, or the event loop late by more than
 * `maxEventLoopDelayMs`), the page route answers at once the shell's page alone, which the
 * browser renders by itself as it did before server rendering. A crawler is never shed: it waits
 * its turn for one of the `maxInFlight` renders (at least one), as it reads the HTML itself.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface RenderLoadConfig {
  /** Renders under way at once in this process (a stream counts until its page is whole). */
  maxInFlight: number;
  /** How late the event loop may be (its 90th percentile over half a second), in ms. */
  maxEventLoopDelayMs: number;
}

/**
 * Two renders at once: one on the CPU while the other waits for the API. More only make each
 * slower and the event loop later, which even a shed answer waits for: on a busy two-core machine
 * (readers' pages all missing the cache, 20 at a time), a shed answer's median was 1.4 s with
 * six, 0.5 s with two, 0.2 s with one.
 */
export const DEFAULT_RENDER_LOAD_CONFIG: RenderLoadConfig = {
  maxInFlight: 2,
  maxEventLoopDelayMs: 250,
};

/** How often the event loop's delay is read (and its histogram started again). */
const DELAY_WINDOW_MS = 500;

/** Ends a render: its place goes to the next crawler waiting, if any. */
export type Done = () => void;

export class RenderLoad {
  #inFlight = 0;
  readonly #waiting: (() => void)[] = [];
  #delayMs = 0;
  readonly #histogram = monitorEventLoopDelay({ resolution: 10 });
  readonly #timer: NodeJS.Timeout;

  constructor(readonly config: RenderLoadConfig) {
    this.#histogram.enable();
    this.#timer = setInterval(() => {
      this.#delayMs = this.#histogram.count > 0 ? this.#histogram.percentile(90) / 1e6 : 0;
      this.#histogram.reset();
    }, DELAY_WINDOW_MS).unref();
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** The event loop's recent delay, in ms. */
  get eventLoopDelayMs(): number {
    return this.#delayMs;
  }

  /**
   * Whether a reader's page should be shed rather than rendered now. A late event loop counts
   * only while renders are under way: with none, what held it (a release's renderer loading, a
   * collection of garbage) is over, and the page has the process to itself.
   */
  shouldShed(): boolean {
    return (
      this.#inFlight >= this.config.maxInFlight ||
      (this.#inFlight > 0 && this.#delayMs > this.config.maxEventLoopDelayMs)
    );
  }

  /** A render starting now (a reader's, not shed): counted until `done`. */
  begin(): Done {
    this.#inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#inFlight -= 1;
      if (this.#inFlight < this.#crawlerLimit()) this.#waiting.shift()?.();
    };
  }

  /** A crawler's render: starts when fewer than `maxInFlight` (at least one) are under way. */
  async turn(): Promise<Done> {
    while (this.#inFlight >= this.#crawlerLimit()) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    return this.begin();
  }

  #crawlerLimit(): number {
    return Math.max(1, this.config.maxInFlight);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }
}
