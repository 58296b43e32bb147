/**
 * The lint rule of eslint.config.js that keeps page addresses in this table: it refuses a literal
 * page path anywhere else, for every page of the table, and lets API paths and tests be.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { OLD_BOOK_PATHS, PAGES, PATH_GROUPS } from '../pages';

const ROOT = path.resolve(__dirname, '../../../..');

interface Sample {
  file: string;
  code: string;
}

/** The messages of the page-path rule for each sample, linted by ESLint as `file`. */
function pagePathErrors(samples: readonly Sample[]): number[] {
  // One Node process for all samples: loading the workspace's config is the slow part.
  const script = `
    const { ESLint } = require('eslint');
    const samples = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
      const counts = [];
      for (const { file, code } of samples) {
        const [result] = await eslint.lintText(code, { filePath: file });
        counts.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length);
      }
      process.stdout.write(JSON.stringify(counts));
    })();
  `;
  const out = execFileSync(process.execPath, ['-e', script, JSON.stringify(samples)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out) as number[];
}

// An address of each page with its parameters filled in; `/` alone names no page of its own.
const ADDRESSES = [
  ...Object.values(PAGES).map((page) => page.path.replace(/:\w+\??/g, '1')),
  ...Object.values(PATH_GROUPS),
  ...Object.values(OLD_BOOK_PATHS),
].filter((address) => address !== '/');

const FRONT_END_FILE = path.join(ROOT, 'mfe-news/src/features/news/components/sample.tsx');
const API_FILE = path.join(ROOT, 'api/src/routes/sample/index.ts');

test('a page path written as a literal fails lint, for every page of the table', () => {
  const samples: Sample[] = [
    ...ADDRESSES.map((address) => ({
      file: FRONT_END_FILE,
      code: `export const to = ${JSON.stringify(address)};\n`,
    })),
    // A template literal, a JSX attribute and a query.
    { file: FRONT_END_FILE, code: 'export const to = (id: number) => `/JDetail/${id}/article`;\n' },
    { file: FRONT_END_FILE, code: 'export const a = <a href="/mine">x</a>;\n' },
    { file: FRONT_END_FILE, code: "export const to = '/ordering?p=1-0';\n" },
    { file: API_FILE, code: "export const robots = ['/shoppingCart'];\n" },
  ];
  const errors = pagePathErrors(samples);
  expect(samples.filter((_, index) => errors[index] !== 1).map((sample) => sample.code)).toEqual(
    [],
  );
}, 60_000);

test('API paths, other addresses and tests are not page paths', () => {
  const samples: Sample[] = [
    { file: FRONT_END_FILE, code: "export const q = apiGet('/search/suggest', {});\n" },
    { file: API_FILE, code: "export const r = (app: any) => app.get('/contact', () => 1);\n" },
    { file: FRONT_END_FILE, code: "export const u = ['/api/covers/1', '/homepage', '/'];\n" },
    {
      file: path.join(ROOT, 'mfe-news/src/features/news/__tests__/sample.test.tsx'),
      code: "export const to = '/newsDetail/1';\n",
    },
    { file: path.join(ROOT, 'e2e/tests/sample.spec.ts'), code: "export const to = '/mine';\n" },
  ];
  expect(pagePathErrors(samples)).toEqual([0, 0, 0, 0, 0]);
}, 60_000);
