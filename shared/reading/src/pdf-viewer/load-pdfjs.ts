import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | undefined;

/**
 * Loads pdf.js (about 120 KB compressed) and points it at its worker, only when a reader opens
 * a PDF; once per page, and tried again after a failed load. The worker is a file of the build
 * that provides @portal/shared on the page (the shell's, in a deployment); pdf.js wraps a
 * cross-origin worker address in a same-origin module itself.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(
        'pdfjs-dist/build/pdf.worker.min.mjs',
        import.meta.url,
      ).toString();
      return pdfjs;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
