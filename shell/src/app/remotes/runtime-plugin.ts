/**
 * Module Federation runtime plugin of the shell: the two clocks webpack does not own. The MF
 * runtime loads a remote's entry script with its own 20 s timeout and fetches the manifest with
 * no timeout at all; both follow the specification's 120 s chunk rule here. Kept free of imports
 * of shared code: it runs before the shared scope exists.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    createScript() {
      return { timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    async fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`Timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms: ${url}`)),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      try {
        const response = await fetch(url, { ...init, signal: controller.signal });
        // A 404 or 500 page is not a manifest: fail here so the error names the URL.
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return response;
      } finally {
        clearTimeout(timer);
      }
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Returning nothing lets the error reach the section's error boundary, which shows the
      // reader a message and a retry; this only records where the load broke.
      console.warn(`Remote module ${id} failed during ${lifecycle}`, error);
    },
  };
}
