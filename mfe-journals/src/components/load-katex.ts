import type katex from 'katex';

export type Katex = typeof katex;

let loading: Promise<Katex> | undefined;
let loaded: Katex | undefined;

/** KaTeX once it has loaded, so a later render shows math at once instead of its source. */
export function loadedKatex(): Katex | undefined {
  return loaded;
}

/**
 * Loads KaTeX and its stylesheet (about 75 KB of compressed JS) on the first page that shows
 * TeX, once per page; a failed load is tried again by the next caller.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "katex" */ 'katex'),
    import(/* webpackChunkName: "katex" */ 'katex/dist/katex.min.css'),
  ]).then(
    ([module]) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
