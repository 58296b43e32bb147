import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Document as XmlDocument } from '@xmldom/xmldom';
import { parseXml } from '../parse';
import { SchemaWorker } from '../schema-thread';
import { stopSchemaWorker, validateAgainstSchemas, type SchemaInput } from '../schema';

const TEST_DATA = path.join(import.meta.dirname, '../../../../test-data/import');

/** Every real and derived XML file: each tag set the import knows, valid files and faulty ones. */
function everyTagSet(): SchemaInput[] {
  return ['real', 'derived'].flatMap((folder) =>
    // The images beside the XML (a figure's) are no tag set's.
    readdirSync(path.join(TEST_DATA, folder))
      .filter((name) => name.endsWith('.xml'))
      .map((name) => {
        const { text, document } = parseXml(readFileSync(path.join(TEST_DATA, folder, name)));
        const root = (document as unknown as XmlDocument).documentElement as unknown as Element;
        return { name: `${folder}/${name}`, text, root };
      }),
  );
}

const ARTICLE_CHECK = {
  schema: { label: 'JATS 1.3 Journal Publishing', grammars: [] },
  text: '<article/>',
  rootTag: 'article',
};

afterAll(stopSchemaWorker);

describe('validateAgainstSchemas', () => {
  // Loading a grammar took 0.1-0.5 s (seconds on a busy machine), and checking a large file tens
  // of milliseconds, on the thread that asked: the API's, which then answered no reader
  // (bench/import.ts). Now it only hands files over. What is measured is the time that thread
  // spent working (47 ms on a quiet machine for every tag set's grammars and files), not its
  // longest pause, which a busy machine stretches on its own (317 ms seen on CI's two cores).
  it('leaves the thread that asks free while grammars load and files are checked', async () => {
    const files = everyTagSet();
    const before = performance.eventLoopUtilization();
    const problems = await validateAgainstSchemas(files);
    const { active } = performance.eventLoopUtilization(before);
    expect(problems.size).toBe(files.length);
    expect(active).toBeLessThan(500);
  });

  it('starts a schema worker again after the last one stopped', async () => {
    const [file] = everyTagSet().filter(
      ({ name }) => name === 'derived/scielo-neco-2018-tex-math.xml',
    );
    await stopSchemaWorker();
    expect((await validateAgainstSchemas([file!])).get(file!.name)).toEqual([]);
  });
});

describe('SchemaWorker', () => {
  it("fails a check whose grammar does not load: the portal's fault, not the file's", async () => {
    const worker = new SchemaWorker([]);
    const missing = {
      label: 'ONIX 9',
      grammars: [{ kind: 'xsd' as const, file: 'onix/9/none.xsd' }],
    };
    await expect(worker.check({ ...ARTICLE_CHECK, schema: missing })).rejects.toThrow(
      'onix/9/none.xsd',
    );
    expect(worker.stopped).toBe(false);
    await worker.close();
  });

  it('fails the checks under way when its thread fails, and takes no more', async () => {
    const worker = new SchemaWorker([], path.join(import.meta.dirname, 'failing-worker.mjs'));
    await expect(worker.check(ARTICLE_CHECK)).rejects.toThrow('the worker broke');
    expect(worker.stopped).toBe(true);
    await expect(worker.check(ARTICLE_CHECK)).rejects.toThrow('the worker broke');
  });

  it('fails the checks under way when it is closed', async () => {
    const worker = new SchemaWorker([], path.join(import.meta.dirname, 'silent-worker.mjs'));
    const failed = expect(worker.check(ARTICLE_CHECK)).rejects.toThrow('closed');
    await worker.close();
    await failed;
  });
});
