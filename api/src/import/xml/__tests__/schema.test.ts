import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Document as XmlDocument } from '@xmldom/xmldom';
import { parseXml } from '../parse';
import {
  chooseSchema,
  stopSchemaWorker,
  validateAgainstSchemas,
  type SchemaInput,
} from '../schema';

const TEST_DATA = path.join(import.meta.dirname, '../../../../test-data/import');

// The schema worker this file's checks started ends with it, not with Jest's process.
afterAll(stopSchemaWorker);

function input(folder: string, name: string): SchemaInput {
  const bytes = readFileSync(path.join(TEST_DATA, folder, name));
  const { text, document, problems } = parseXml(bytes);
  if (!document) throw new Error(`${folder}/${name} is not XML: ${problems[0]?.message.en}`);
  return { name, text, root: rootOf(document) };
}

/** parseXml's documents are xmldom's, typed as the API's DOM-less Document. */
const rootOf = (document: Document) =>
  (document as unknown as XmlDocument).documentElement as unknown as Element;

const xmlFiles = (folder: string) =>
  readdirSync(path.join(TEST_DATA, folder)).filter((name) => name.endsWith('.xml'));

/**
 * Real files that break their own tag set as published (test-data/import/SOURCES.md): each is
 * refused for that fault, and its derived copy, with the fault mended, is valid.
 */
const INVALID_AS_PUBLISHED: Record<string, { line: number; field: string; text: string }> = {
  'ams-proc-ser-b-2014-maketitle.xml': {
    line: 55,
    field: 'article/front/article-meta/permissions/copyright-holder',
    text: 'Element ext-link is not declared in copyright-holder',
  },
  'ams-surv-279-collection-bits.xml': {
    line: 226,
    field: 'raw-citation',
    text: "Element 'raw-citation': This element is not expected",
  },
  'jonix-onix3-macmillan-feed.xml': {
    line: 4361,
    field: 'Product',
    text: 'Duplicate key-sequence',
  },
  // APS's OASIS tables: a namespace JATS does not declare (their derived copies leave the body out).
  'aps-prd-2018-mathml-title-abstract.xml': {
    line: 3,
    field: 'article',
    text: 'No declaration for attribute xmlns:oasis',
  },
  'aps-prx-2014-mathml-abstract.xml': {
    line: 3,
    field: 'article',
    text: 'No declaration for attribute xmlns:oasis',
  },
  // Silverchair's own namespace on every element: not a JATS article as sent.
  'oup-ptep-2025-tex-math-abstract.xml': {
    line: 12,
    field: 'article',
    text: 'is not a JATS article',
  },
  // A namespace of EDItEUR's old address, not ONIX 3.0's.
  'im-onix-multiformat-bundle-with-parts.xml': {
    line: 2,
    field: 'ONIXMessage',
    text: 'is not a JATS article',
  },
};

describe('validateAgainstSchemas', () => {
  const valid = [
    ...xmlFiles('real')
      .filter((name) => !(name in INVALID_AS_PUBLISHED))
      .map((name) => ['real', name]),
    ...xmlFiles('derived').map((name) => ['derived', name]),
  ];
  it.each(valid)('finds %s/%s valid against its tag set', async (folder, name) => {
    const file = input(folder!, name!);
    expect(chooseSchema(file.root)).not.toBeNull();
    const result = await validateAgainstSchemas([file]);
    expect(result.get(name!)).toEqual([]);
  });

  it.each(Object.entries(INVALID_AS_PUBLISHED))(
    'refuses real/%s for the fault its derived copy mends',
    async (name, fault) => {
      const result = await validateAgainstSchemas([input('real', name)]);
      expect(result.get(name)).toContainEqual(
        expect.objectContaining({
          line: fault.line,
          field: fault.field,
          message: expect.objectContaining({ en: expect.stringContaining(fault.text) }),
        }),
      );
    },
  );

  it.each([
    'unknown-journal.xml',
    'bad-issn-check-digit.xml',
    'date-31-february.xml',
    'duplicate-doi-1.xml',
    'duplicate-doi-2.xml',
  ])("leaves broken/%s to the portal's own rules: the tag set allows it", async (name) => {
    const result = await validateAgainstSchemas([input('broken', name)]);
    expect(result.get(name)).toEqual([]);
  });

  it('names the line and the element the tag set does not allow', async () => {
    const result = await validateAgainstSchemas([input('broken', 'wrong-schema.xml')]);
    const problems = result.get('wrong-schema.xml') ?? [];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual(
      expect.objectContaining({
        line: 27,
        field: 'article/front/article-meta/title-group/article-title',
        message: {
          zh: expect.stringContaining('journal-rank'),
          en: expect.stringMatching(
            /^Not valid against JATS 1\.1 Journal Publishing: .*journal-rank/,
          ),
        },
      }),
    );
  });

  it('refuses a root that is no tag set it imports, on its line', async () => {
    const { document } = parseXml(
      new TextEncoder().encode('<?xml version="1.0"?>\n<html><p/></html>'),
    );
    const root = rootOf(document!);
    const result = await validateAgainstSchemas([{ name: 'page.xml', text: '', root }]);
    expect(result.get('page.xml')).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'html',
        message: {
          zh: expect.stringContaining('不是 JATS 文章、BITS 图书章节或 ONIX 3.0 消息'),
          en: 'The root <html> is not a JATS article, a BITS book part or an ONIX 3.0 message',
        },
      }),
    ]);
  });

  it('checks an ONIX message against the ONIX 3.0 schema, naming the element at fault', async () => {
    const file = input('real', 'jonix-onix3-single-book.xml');
    const text = file.text.replace('<NotificationType>03</NotificationType>', '');
    const result = await validateAgainstSchemas([{ ...file, text }]);
    expect(result.get(file.name)).toContainEqual(
      expect.objectContaining({ field: 'RecordSourceType', line: expect.any(Number) }),
    );
  });

  // The budget is the work's own: this process's CPU time, which other processes on a busy
  // machine do not stretch as they stretch the wall clock (both are reported).
  it('validates a batch of 1,000 typical JATS articles well within the import budget', async () => {
    const article = input('derived', 'scielo-neco-2018-tex-math.xml');
    const batch = Array.from({ length: 1000 }, (_, index) => ({
      ...article,
      name: `${index}.xml`,
    }));
    await validateAgainstSchemas([article]);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await validateAgainstSchemas(batch);
    const { user, system } = process.cpuUsage(cpuStarted);
    const cpuMs = (user + system) / 1000;
    const elapsed = performance.now() - started;
    console.info(
      `Validated 1,000 JATS articles (${article.text.length} characters each): ` +
        `${Math.round(cpuMs)} ms of CPU, ${Math.round(elapsed)} ms of wall clock`,
    );
    expect([...result.values()].every((problems) => problems.length === 0)).toBe(true);
    expect(cpuMs).toBeLessThan(15_000);
  }, 120_000);
});

describe('parseXml on the broken files', () => {
  it('refuses a file that is not XML, with its line', () => {
    const bytes = readFileSync(path.join(TEST_DATA, 'broken', 'not-xml.xml'));
    const { document, problems } = parseXml(bytes);
    expect(document).toBeNull();
    expect(problems[0]?.line).toEqual(expect.any(Number));
    expect(problems[0]!.line!).toBeGreaterThanOrEqual(27);
  });
});
