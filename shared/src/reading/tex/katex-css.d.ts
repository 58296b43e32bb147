/**
 * KaTeX's stylesheet as text (the build's `exportType: 'text'` rule for it), its fonts emitted as
 * files of the build: the KaTeX chunk puts it in a <style> itself, so no app needs webpack's CSS
 * chunk loader in its runtime.
 */
declare module 'katex/dist/katex.min.css' {
  const css: string;
  export default css;
}
