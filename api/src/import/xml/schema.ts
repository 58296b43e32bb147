/**
 * Checks XML files against their tag set's DTD or schema (JATS 1.1-1.3 archiving and publishing,
 * BITS 2.0 and 2.2, ONIX 3.0), answering each violation with its line. This module chooses each
 * file's tag set from the root that parseXml read; libxml2 (libxml-validation.ts) checks it, in
 * the process's schema worker (schema-thread.ts), which loads every grammar when it starts: the
 * thread that parsed the file, the API's own, goes on answering readers meanwhile.
 */
import type { Element as XmlElement } from '@xmldom/xmldom';
import type { ImportProblem } from '../types';
import type { Grammar, SchemaChoice } from './libxml-validation';
import { SchemaWorker } from './schema-thread';

export interface SchemaInput {
  /** The file's name, unique in the batch. */
  name: string;
  text: string;
  /** Its parsed root: the element, its namespace and attributes (`dtd-version`) pick the schema. */
  root: Element;
}

export const ONIX_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';

const dtd = (file: string): Grammar => ({ kind: 'dtd', file });

const JATS = {
  '1.1': {
    archiving: dtd('jats/1.1/JATS-archivearticle1-mathml3.dtd'),
    archivingMathml2: dtd('jats/1.1/JATS-archivearticle1.dtd'),
    publishing: dtd('jats/1.1/JATS-journalpublishing1-mathml3.dtd'),
    publishingMathml2: dtd('jats/1.1/JATS-journalpublishing1.dtd'),
  },
  '1.2': { archiving: dtd('jats/1.2/JATS-archivearticle1-mathml3.dtd') },
  '1.3': { publishing: dtd('jats/1.3/JATS-journalpublishing1-3.dtd') },
};

type JatsVersion = '1.1' | '1.2' | '1.3';
type JatsTagSet = 'Archiving and Interchange' | 'Journal Publishing';

/**
 * The grammars of a JATS version and tag set. The public sources gave no JATS 1.2 Journal
 * Publishing DTD and no 1.3 Archiving one (see schemas/README.md): a 1.2 publishing file is
 * checked by 1.2 archiving, its superset; a 1.3 archiving file passes when it is valid 1.3
 * publishing or valid 1.2 archiving, both subsets of 1.3 archiving (JATS removes nothing).
 */
function jatsGrammars(version: JatsVersion, tagSet: JatsTagSet, mathml2: boolean): Grammar[] {
  const archiving = tagSet === 'Archiving and Interchange';
  if (version === '1.1') {
    if (archiving) return [mathml2 ? JATS['1.1'].archivingMathml2 : JATS['1.1'].archiving];
    return [mathml2 ? JATS['1.1'].publishingMathml2 : JATS['1.1'].publishing];
  }
  if (version === '1.2') return [JATS['1.2'].archiving];
  return archiving ? [JATS['1.3'].publishing, JATS['1.2'].archiving] : [JATS['1.3'].publishing];
}

/** `dtd-version` 1.0 and 1.1 -> 1.1, 1.2 -> 1.2, anything else (absent, 1.3, 1.4, drafts) -> 1.3. */
function jatsVersion(dtdVersion: string): JatsVersion {
  const minor = /^1\.(\d)/.exec(dtdVersion.trim())?.[1];
  if (minor === '0' || minor === '1') return '1.1';
  return minor === '2' ? '1.2' : '1.3';
}

/** BITS 2.0 as its DTD; 2.1, 2.2 and files that name no version as the BITS 2.2 schema. */
const BITS_2_0: SchemaChoice = {
  label: 'BITS 2.0 Book Interchange',
  grammars: [dtd('bits/2.0/BITS-book2.dtd')],
};
const BITS_2_2: SchemaChoice = {
  label: 'BITS 2.2 Book Interchange',
  grammars: [{ kind: 'xsd', file: 'bits/2.2/BITS-book2-2-portal.xsd' }],
};
const BITS_ROOTS = new Set(['book', 'book-part-wrapper', 'book-part']);

const ONIX_3_0: SchemaChoice = {
  label: 'ONIX 3.0',
  grammars: [{ kind: 'xsd', file: 'onix/3.0/ONIX_BookProduct_3.0_reference.xsd' }],
};

/** The API's types name DOM nodes without the DOM library; parseXml's nodes are xmldom's. */
const asXmldom = (element: Element) => element as unknown as XmlElement;

/**
 * The tag set a root belongs to, or null when it is none the portal imports: the root's name
 * and namespace, then `@dtd-version` (else the DOCTYPE's public id) and the public id's tag set
 * (Journal Publishing or Article Authoring -> publishing; else archiving, the loosest).
 */
export function chooseSchema(element: Element): SchemaChoice | null {
  const root = asXmldom(element);
  const namespace = root.namespaceURI ?? '';
  const name = root.localName ?? '';
  if (name === 'ONIXMessage' && namespace === ONIX_NAMESPACE) return ONIX_3_0;
  if (namespace !== '') return null;
  if (name === 'ONIXMessage') {
    return root.getAttribute('release')?.trim() === '3.0'
      ? { ...ONIX_3_0, rootNamespace: ONIX_NAMESPACE }
      : null;
  }
  const publicId = root.ownerDocument?.doctype?.publicId ?? '';
  const versionOf = (pattern: RegExp) =>
    root.getAttribute('dtd-version') || (pattern.exec(publicId)?.[1] ?? '');
  if (BITS_ROOTS.has(name)) {
    return versionOf(/v(2\.\d)/).trim() === '2.0' ? BITS_2_0 : BITS_2_2;
  }
  if (name !== 'article') return null;
  const version = jatsVersion(versionOf(/v(1\.\d)/));
  const tagSet: JatsTagSet = /publishing|authoring/i.test(publicId)
    ? 'Journal Publishing'
    : 'Archiving and Interchange';
  const mathml2 = publicId !== '' && !/MathML ?3/i.test(publicId);
  return {
    label: `JATS ${version} ${tagSet}`,
    grammars: jatsGrammars(version, tagSet, mathml2),
  };
}

const notATagSet = (element: Element): ImportProblem => {
  const root = asXmldom(element);
  return {
    line: root.lineNumber ?? null,
    column: root.columnNumber ?? null,
    field: root.tagName,
    message: {
      zh: `根元素 <${root.tagName}> 不是 JATS 文章、BITS 图书章节或 ONIX 3.0 消息`,
      en: `The root <${root.tagName}> is not a JATS article, a BITS book part or an ONIX 3.0 message`,
    },
  };
};

/** Every grammar a file may be checked against: what the schema worker loads as it starts. */
const GRAMMARS: readonly Grammar[] = [
  ...Object.values(JATS).flatMap((version) => Object.values(version)),
  ...BITS_2_0.grammars,
  ...BITS_2_2.grammars,
  ...ONIX_3_0.grammars,
];

let worker: SchemaWorker | undefined;

/**
 * The process's schema worker, started (loading every grammar, in its own thread) by the first
 * check: an API process that never imports does not spend the grammars' memory (about 260 MB),
 * and the first import waits for them while readers do not.
 */
export function startSchemaWorker(): SchemaWorker {
  if (!worker || worker.stopped) worker = new SchemaWorker(GRAMMARS);
  return worker;
}

/** Ends the process's schema worker (when the API closes); a later check starts another. */
export async function stopSchemaWorker(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.close();
}

/**
 * Each file's violations by name ([] when valid). A root no tag set has (not JATS, BITS or
 * ONIX 3.0) is one problem on its line.
 */
export async function validateAgainstSchemas(
  files: readonly SchemaInput[],
): Promise<Map<string, ImportProblem[]>> {
  const checker = startSchemaWorker();
  const checked = files.map(async (file): Promise<[string, ImportProblem[]]> => {
    const schema = chooseSchema(file.root);
    if (!schema) return [file.name, [notATagSet(file.root)]];
    const rootTag = asXmldom(file.root).tagName;
    return [file.name, await checker.check({ schema, text: file.text, rootTag })];
  });
  return new Map(await Promise.all(checked));
}
