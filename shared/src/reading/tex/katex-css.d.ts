/** KaTeX's stylesheet, bundled by webpack's CSS support and loaded with KaTeX itself. */
declare module 'katex/dist/katex.min.css';
