/**
 * What the API benches share: the catalogue reads a reader's pages make, with real ids from the
 * catalogue, and requests at evenly spaced moments from a worker thread (paced-worker.mjs).
 */
import { Worker } from 'node:worker_threads';

export interface Case {
  name: string;
  path: string;
}

export interface Figures {
  rate: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function readJson<T>(base: string, url: string): Promise<T> {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The catalogue reads, with real ids from the catalogue. */
export async function catalogueReads(base: string): Promise<Case[]> {
  const journals = await readJson<{ records: { id: number }[] }>(
    base,
    '/api/periodical/list?size=1',
  );
  const journalId = journals.records[0]!.id;
  const years = await readJson<{ volumes: { issues: { id: number }[] }[] }[]>(
    base,
    `/api/periodical/volumes-by-annual-issue?journalId=${journalId}`,
  );
  const issueId = years[0]!.volumes[0]!.issues[0]!.id;
  const articles = await readJson<{ records: { id: number }[] }>(
    base,
    `/api/periodical/issue-content-list?issueId=${issueId}&current=1&size=1`,
  );
  const cases: Case[] = [
    { name: 'journal list', path: '/api/periodical/list?current=1&size=12' },
    { name: 'journal detail', path: `/api/periodical/detail?id=${journalId}` },
    {
      name: 'issue contents',
      path: `/api/periodical/issue-content-list?issueId=${issueId}&current=1&size=20`,
    },
    {
      name: 'article detail',
      path: `/api/periodical/issue-content-detail?id=${articles.records[0]!.id}`,
    },
    { name: 'search', path: '/api/search/search?q=operator&current=1&size=10' },
    { name: 'book home', path: '/api/bookmain/homepage?current=1&size=12&type=all' },
    { name: 'news search', path: '/api/cms/search-announcements?current=1&size=10&keyword=2026' },
  ];
  return cases;
}

/**
 * Requests at evenly spaced moments from a worker thread of its own (paced-worker.mjs), in
 * windows: `run(seconds)` answers a window's figures; the thread stays until `close()`.
 */
export class PacedLoad {
  readonly #worker: Worker;

  constructor(
    url: string,
    readonly rate: number,
    etag?: string,
  ) {
    this.#worker = new Worker(new URL('./paced-worker.mjs', import.meta.url), {
      workerData: { url, rate, etag },
    });
  }

  run(seconds: number): Promise<Figures> {
    return new Promise((resolve, reject) => {
      const done = (figures: Omit<Figures, 'rate'>) => {
        this.#worker.off('error', reject);
        resolve({ rate: this.rate, ...figures });
      };
      this.#worker.once('message', done);
      this.#worker.once('error', reject);
      this.#worker.postMessage({ seconds });
    });
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}

/** One window of requests from a thread of its own. */
export async function pacedLoad(
  url: string,
  rate: number,
  seconds: number,
  etag?: string,
): Promise<Figures> {
  const load = new PacedLoad(url, rate, etag);
  try {
    return await load.run(seconds);
  } finally {
    await load.close();
  }
}
