/**
 * Checks XML files against their tag set's DTD or schema (JATS 1.1-1.3 archiving and publishing,
 * BITS 2.0 and 2.2, ONIX 3.0), answering each violation with its line. The validator is libxml2 compiled to
 * WebAssembly (libxml2-wasm): the same checks as `xmllint --dtdvalid` / `--schema`, in process.
 * Each DTD or schema is parsed once per process and kept; files are checked in one batch.
 *
 * The tag sets are vendored under `schemas/` (its README says where each comes from and under
 * which terms); the build copies them beside the server bundle. libxml2 reads them only through
 * the input provider below, which serves files of that folder and nothing else, so no DOCTYPE or
 * schema location can make it read another file or the network.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import type { Element as XmlElement } from '@xmldom/xmldom';
import type * as Libxml2 from 'libxml2-wasm';
import type { ImportProblem } from '../types';

export interface SchemaInput {
  /** The file's name, unique in the batch. */
  name: string;
  text: string;
  /** Its parsed root: the element, its namespace and attributes (`dtd-version`) pick the schema. */
  root: Element;
}

/** The folder of the vendored tag sets: `src/import/xml/schemas`, or `dist/schemas` when built. */
export const SCHEMAS_DIR = path.join(import.meta.dirname, 'schemas');

export const ONIX_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';

/** A vendored DTD driver or root XSD, relative to SCHEMAS_DIR. */
export interface Grammar {
  kind: 'dtd' | 'xsd';
  file: string;
}

/**
 * A file's tag set: its name in problems (`JATS 1.3 Journal Publishing`) and the grammars that
 * check it. A file is valid when one of them finds nothing; else the one that finds least speaks.
 */
export interface SchemaChoice {
  label: string;
  grammars: readonly Grammar[];
  /**
   * Declared on the root before checking: ONIX 3.0 messages are often sent without their
   * namespace (`<ONIXMessage release="3.0">`), which the schema's elements are in.
   */
  rootNamespace?: string;
}

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

// libxml2-wasm is an ES module with a top-level await (it instantiates the wasm on import), so it
// is loaded with import() on first use rather than at start: the server pays for it only when
// something is imported.
type Libxml = typeof Libxml2;
type Validator = { validate(document: Libxml2.XmlDocument): void };

let libxml: Promise<Libxml> | undefined;

/**
 * Each grammar's validator, with the document it was read from: libxml2-wasm frees a document
 * once JavaScript no longer holds it, and a DTD lives inside its document, so the document is
 * kept for as long as the validator (else validation runs against freed memory and finds nothing).
 */
const validators = new Map<string, { validator: Validator; source: Libxml2.XmlDocument }>();

/** A file libxml2 asks for, if it is one of the vendored tag sets' files. */
function schemaFile(requested: string): string | null {
  const wanted = path.resolve(SCHEMAS_DIR, requested.replace(/^file:\/\//, ''));
  if (!wanted.startsWith(SCHEMAS_DIR + path.sep)) return null;
  if (existsSync(wanted)) return wanted;
  // Modules identical in several JATS and BITS versions are kept once, in common/.
  const relative = path.relative(SCHEMAS_DIR, wanted).split(path.sep).join('/');
  const module = /^(?:jats|bits)\/\d\.\d\/(.+)$/.exec(relative)?.[1];
  const shared = module ? path.join(SCHEMAS_DIR, 'common', module) : null;
  return shared && existsSync(shared) ? shared : null;
}

function loadLibxml(): Promise<Libxml> {
  libxml ??= import('libxml2-wasm').then((module) => {
    module.xmlRegisterInputProvider({
      match: (name) => schemaFile(name) !== null,
      open: (name) => {
        const file = schemaFile(name);
        return file === null ? undefined : openSync(file, 'r');
      },
      read: (fd, buffer) => readSync(fd, buffer, 0, buffer.byteLength, null),
      close: (fd) => {
        closeSync(fd);
        return true;
      },
    });
    return module;
  });
  return libxml;
}

function loadValidator(lib: Libxml, grammar: Grammar): Validator {
  const known = validators.get(grammar.file);
  if (known) return known.validator;
  const file = path.join(SCHEMAS_DIR, grammar.file);
  let validator: Validator;
  let source: Libxml2.XmlDocument;
  if (grammar.kind === 'xsd') {
    source = lib.XmlDocument.fromBuffer(readFileSync(file), { url: file });
    validator = lib.XsdValidator.fromDoc(source);
  } else {
    // A DTD read as an internal subset: libxml2-wasm builds a DtdValidator from a document's
    // internal subset, and loads the driver's modules (external parameter entities) only with
    // DTDLOAD, which its own DTD parser does not set. The first declaration of a parameter entity
    // wins: `dtd-version`, #FIXED to the DTD's own version, becomes free text, since the version
    // already chose the DTD (and a fallback DTD of another version must not refuse it).
    source = lib.XmlDocument.fromString(
      `<!DOCTYPE article [<!ENTITY % dtd-version "dtd-version CDATA #IMPLIED">` +
        `<!ENTITY % tagset SYSTEM ${JSON.stringify(file)}> %tagset;]><article/>`,
      { option: lib.ParseOption.XML_PARSE_DTDLOAD | lib.ParseOption.XML_PARSE_NONET },
    );
    const dtd = source.dtd;
    if (!dtd) throw new Error(`The DTD ${grammar.file} did not load`);
    validator = new lib.DtdValidator(dtd);
  }
  validators.set(grammar.file, { validator, source });
  return validator;
}

interface Detail {
  message: string;
  line: number;
  col: number;
  xpath?: string | null;
}

/** The element at fault: the DTD validator's path without positions, or the XSD one's element. */
function fieldOf(detail: Detail): string {
  const named = /^Element '(?:\{[^}]*\})?([^']+)'/.exec(detail.message)?.[1];
  if (named) return named;
  const steps = (detail.xpath ?? '').split('/').filter(Boolean);
  if (steps.some((step) => step.startsWith('*'))) return '';
  return steps.map((step) => step.replace(/\[\d+\]$/, '')).join('/');
}

const violation = (schema: SchemaChoice, detail: Detail): ImportProblem => {
  const text = detail.message.trim();
  return {
    line: detail.line > 0 ? detail.line : null,
    column: detail.col > 0 ? detail.col : null,
    field: fieldOf(detail),
    message: {
      zh: `不符合 ${schema.label} 的规定：${text}`,
      en: `Not valid against ${schema.label}: ${text}`,
    },
  };
};

/** A file's violations past this many are summed up in one problem: the first ones say enough. */
export const MAX_SCHEMA_PROBLEMS = 20;

function capped(problems: ImportProblem[]): ImportProblem[] {
  if (problems.length <= MAX_SCHEMA_PROBLEMS) return problems;
  const more = problems.length - MAX_SCHEMA_PROBLEMS;
  return [
    ...problems.slice(0, MAX_SCHEMA_PROBLEMS),
    {
      line: null,
      column: null,
      field: '',
      message: { zh: `另有 ${more} 处不符合规定`, en: `${more} more violations` },
    },
  ];
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

/** The text with a default namespace declared on its root, on the root's own line. */
const withRootNamespace = (text: string, root: string, namespace: string) =>
  text.replace(new RegExp(`<${root}(?=[\\s/>])`), `<${root} xmlns="${namespace}"`);

function check(lib: Libxml, schema: SchemaChoice, file: SchemaInput): ImportProblem[] {
  const text = schema.rootNamespace
    ? withRootNamespace(file.text, asXmldom(file.root).tagName, schema.rootNamespace)
    : file.text;
  let document: Libxml2.XmlDocument;
  try {
    // BIG_LINES: without it libxml2 reports no line past 65535.
    document = lib.XmlDocument.fromString(text, {
      option: lib.ParseOption.XML_PARSE_BIG_LINES | lib.ParseOption.XML_PARSE_NONET,
    });
  } catch (error) {
    if (error instanceof lib.XmlParseError) {
      return error.details.map((detail) => violation(schema, detail));
    }
    throw error;
  }
  try {
    let fewest: ImportProblem[] | null = null;
    for (const grammar of schema.grammars) {
      // Outside the try: a grammar that does not load is the portal's fault, not the file's.
      const validator = loadValidator(lib, grammar);
      try {
        validator.validate(document);
        return [];
      } catch (error) {
        if (!(error instanceof lib.XmlValidateError)) throw error;
        const problems = error.details.map((detail) => violation(schema, detail));
        if (!fewest || problems.length < fewest.length) fewest = problems;
      }
    }
    return capped(fewest ?? []);
  } finally {
    document.dispose();
  }
}

/** Hands the event loop back this often, so that a large batch does not stall readers' pages. */
const SLICE_MS = 20;

/**
 * Each file's violations by name ([] when valid). A root no tag set has (not JATS, BITS or
 * ONIX 3.0) is one problem on its line.
 */
export async function validateAgainstSchemas(
  files: readonly SchemaInput[],
): Promise<Map<string, ImportProblem[]>> {
  const results = new Map<string, ImportProblem[]>();
  const lib = await loadLibxml();
  let sliceStart = performance.now();
  for (const file of files) {
    const schema = chooseSchema(file.root);
    results.set(file.name, schema ? check(lib, schema, file) : [notATagSet(file.root)]);
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return results;
}
