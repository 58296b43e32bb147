/** Packages sanitize-html (the site server's sanitizer) loads that are ES modules only. */
const ESM_ONLY = [
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'htmlparser2',
];

module.exports = {
  ...require('@portal/testing/jest-preset'),
  roots: ['<rootDir>/src'],
  // Node 20 loads them natively, Jest's module system cannot: swc compiles them to CommonJS too.
  transformIgnorePatterns: [
    `/node_modules/(?!${ESM_ONLY.map((name) => `\\.pnpm/${name}@|${name}/`).join('|')})`,
  ],
};
