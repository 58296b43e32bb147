/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the
 * scripts whose functions a page calls as soon as they load.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. With the hint it
 * compiles the whole script on a background thread while the script streams in
 * (https://v8.dev/blog/explicit-compile-hints). With Lighthouse's mobile preset on `/home` (4 and
 * 5 runs), the median of react-dom's longest task went from about 170 ms to 80 ms, and the
 * entry's (the federation runtime) from about 140 ms to 90 ms.
 *
 * It is left off the code that a page loads to use in part, where compiling all of it would only
 * spend time and memory: the reading parts' libraries (KaTeX, PDF.js) named in `partlyUsed`.
 */
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface CompileHintsOptions {
  /** A module whose chunk is left without the hint. */
  partlyUsed: RegExp;
}

export class CompileHintsPlugin {
  constructor(private readonly options: CompileHintsOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // After minification, which drops comments, and before source maps, content hashes
          // and the precompressed copies, which all include the line.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            const modules = compilation.chunkGraph.getChunkModules(chunk);
            const partlyUsed = modules.some((module) =>
              this.options.partlyUsed.test(module.nameForCondition() ?? ''),
            );
            if (partlyUsed) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
