const base = require('./jest.config.cjs');

/**
 * The PostgreSQL pass (`pnpm test:postgres`, test/run-postgres.ts): the tests whose subject is
 * SQL, on a real server. The rest of the suite checks HTTP, validation and access rules, which
 * do not depend on the database engine, and runs on PGlite only. A new test file under one of
 * these folders joins the pass by itself. Why these folders: api/README.md, "Tests".
 */
const ON_POSTGRES = [
  'src/repositories', // each repository's queries on the seeded database
  'src/db', // migrations and the seed
  'src/services', // rules over several repositories in one transaction (payments)
  'src/routes/search', // full-text search: tsvector, ranking, highlights
  'src/routes/bgcloud-order', // orders and payments: unique keys, concurrent checkouts
];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ON_POSTGRES.map((folder) => `<rootDir>/${folder}/**/__tests__/**/*.test.ts`),
};
