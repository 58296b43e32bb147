/**
 * Generated PDFs, kept in memory: a document is made once per object and mode and served from
 * the cache after that, and concurrent requests for the same one wait for one generation. The
 * access check is not cached; it runs on every request before the store is asked.
 */
import type { AccessMode, ContentType } from '@portal/contract';
import { LRUCache } from 'lru-cache';

export interface PdfKey {
  type: ContentType;
  id: number;
  mode: AccessMode;
}

/** Makes the PDF of an object, or answers undefined when there is no such object. */
export type PdfGenerator = (key: PdfKey) => Promise<Uint8Array | undefined>;

export interface PdfStore {
  get(key: PdfKey): Promise<Uint8Array | undefined>;
  /** How many documents were generated (not served from the cache) so far. */
  readonly generated: number;
}

/** 64 MB: some hundreds of documents of a few dozen kilobytes each. */
export const DEFAULT_PDF_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * `revision` answers the catalogue's revision: a document made before the catalogue changed (an
 * import replaced a chapter's PDF or retitled a book) is made again, in every process.
 */
export function createPdfStore(
  generate: PdfGenerator,
  maxBytes = DEFAULT_PDF_CACHE_BYTES,
  revision: () => Promise<string | undefined> = async () => '',
): PdfStore {
  let generated = 0;
  const cache = new LRUCache<string, Uint8Array, PdfKey>({
    maxSize: maxBytes,
    sizeCalculation: (pdf) => pdf.byteLength,
    // Answering undefined (no such object) stores nothing.
    fetchMethod: async (_name, _stale, { context }) => {
      generated += 1;
      return generate(context);
    },
  });
  return {
    async get(key) {
      return cache.fetch(`${await revision()}:${key.type}:${key.id}:${key.mode}`, {
        context: key,
      });
    },
    get generated() {
      return generated;
    },
  };
}
