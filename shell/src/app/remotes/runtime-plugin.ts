/**
 * Module Federation runtime plugin of the shell: the two clocks webpack does not own, and a
 * retry that asks again. The MF runtime loads a remote's entry script with its own 20 s timeout
 * and fetches the manifest with no timeout at all; both follow the specification's 120 s chunk
 * rule here. Kept free of imports of shared code: it runs before the shared scope exists.
 */
import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Loadings of shared modules that already have a handler to forget them when they fail. */
const watchedLoadings = new WeakSet<Promise<unknown>>();

/**
 * The MF runtime keeps the loading of a shared module in the share scope, failed or not, and
 * hands its failure to whoever asks for the module later: one lost chunk of a module the shell
 * provides (`@portal/shared/reading`, which sections built before @portal/reading take from it)
 * failed those sections, their Try again included, until a reload. A failed loading is forgotten, so the next load asks again.
 */
async function forgetFailedSharedLoadings(shareScopeMap: ModuleFederation['shareScopeMap']) {
  for (const scope of Object.values(shareScopeMap)) {
    for (const versions of Object.values(scope)) {
      for (const shared of Object.values(versions)) {
        const { loading } = shared;
        if (!loading || shared.loaded || watchedLoadings.has(loading)) continue;
        watchedLoadings.add(loading);
        loading.catch(() => {
          if (shared.loading === loading) shared.loading = null;
        });
      }
    }
  }
  // The handlers of loadings that have already failed run before this resumes.
  await Promise.resolve();
}

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
    async beforeRequest(args) {
      await forgetFailedSharedLoadings(args.origin.shareScopeMap);
      return args;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Returning nothing lets the error reach the section's error boundary, which shows the
      // reader a message and a retry; this only records where the load broke.
      console.warn(`Remote module ${id} failed during ${lifecycle}`, error);
    },
  };
}
