/** How much one import (`POST /api/staff/imports`) may send: each file, the whole, how many. */

const MB = 1024 * 1024;

export interface ImportConfig {
  /** Bytes of one file (an article's XML, its PDF). */
  maxFileBytes: number;
  /** Bytes of all the files of one request together: they are held in memory while checked. */
  maxRequestBytes: number;
  /** Files of one request. */
  maxFiles: number;
}

/** An issue of a journal with its PDFs, or a thousand articles' XML, fits in one request. */
export const DEFAULT_IMPORT_CONFIG: ImportConfig = {
  maxFileBytes: 64 * MB,
  maxRequestBytes: 256 * MB,
  maxFiles: 2000,
};
