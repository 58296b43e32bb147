/**
 * KaTeX's stylesheet as text (the build's `.css` rule, `exportType: 'text'`), its fonts emitted
 * as files of the build: the TeX component puts it in a <style> itself, so the shell's runtime
 * needs no stylesheet loader.
 */
declare module 'katex/dist/katex.min.css' {
  const css: string;
  export default css;
}
