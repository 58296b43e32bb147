/**
 * Checks XML files against their tag set's DTD or schema (JATS 1.1-1.3 archiving and publishing,
 * ONIX 3.0), answering each violation with its line. The validator is libxml2 compiled to
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

/** A file's tag set and the vendored file that defines it (a DTD driver or the root XSD). */
export interface SchemaChoice {
  kind: 'dtd' | 'xsd';
  /** Relative to SCHEMAS_DIR. */
  file: string;
  /** Its name in problems: `JATS 1.3 Journal Publishing`. */
  label: string;
}

type JatsVersion = '1.1' | '1.2' | '1.3';
type JatsTagSet = 'archiving' | 'publishing';

/**
 * The vendored JATS drivers (with MathML 3 where the tag set had one). JATS 1.2 publishing and
 * 1.3 archiving were not to be had from a public source: 1.2 publishing files are checked by
 * 1.2 archiving (its superset), 1.3 archiving files by 1.3 publishing (see schemas/README.md).
 */
const JATS_DRIVERS: Record<JatsVersion, Record<JatsTagSet, SchemaChoice>> = {
  '1.1': {
    archiving: {
      kind: 'dtd',
      file: 'jats/1.1/JATS-archivearticle1-mathml3.dtd',
      label: 'JATS 1.1 Archiving and Interchange',
    },
    publishing: {
      kind: 'dtd',
      file: 'jats/1.1/JATS-journalpublishing1-mathml3.dtd',
      label: 'JATS 1.1 Journal Publishing',
    },
  },
  '1.2': {
    archiving: {
      kind: 'dtd',
      file: 'jats/1.2/JATS-archivearticle1-mathml3.dtd',
      label: 'JATS 1.2 Archiving and Interchange',
    },
    publishing: {
      kind: 'dtd',
      file: 'jats/1.2/JATS-archivearticle1-mathml3.dtd',
      label: 'JATS 1.2 Archiving and Interchange',
    },
  },
  '1.3': {
    archiving: {
      kind: 'dtd',
      file: 'jats/1.3/JATS-journalpublishing1-3.dtd',
      label: 'JATS 1.3 Journal Publishing',
    },
    publishing: {
      kind: 'dtd',
      file: 'jats/1.3/JATS-journalpublishing1-3.dtd',
      label: 'JATS 1.3 Journal Publishing',
    },
  },
};

/** BITS 2.0 (with MathML 3): its DTD declares `book`, `book-part-wrapper` and `book-part`. */
const BITS_SCHEMA: SchemaChoice = {
  kind: 'dtd',
  file: 'bits/2.0/BITS-book2.dtd',
  label: 'BITS 2.0 Book Interchange',
};
const BITS_ROOTS = new Set(['book', 'book-part-wrapper', 'book-part']);

const ONIX_SCHEMA: SchemaChoice = {
  kind: 'xsd',
  file: 'onix/3.0/ONIX_BookProduct_3.0_reference.xsd',
  label: 'ONIX 3.0',
};

/** `dtd-version` 1.0 and 1.1 -> 1.1, 1.2 -> 1.2, anything else (absent, 1.3, 1.4, drafts) -> 1.3. */
function jatsVersion(dtdVersion: string): JatsVersion {
  const minor = /^1\.(\d)/.exec(dtdVersion.trim())?.[1];
  if (minor === '0' || minor === '1') return '1.1';
  return minor === '2' ? '1.2' : '1.3';
}

/** Publishing (or Authoring, its subset) when the DOCTYPE's public id says so; else archiving. */
function jatsTagSet(publicId: string): JatsTagSet {
  return /publishing|authoring/i.test(publicId) ? 'publishing' : 'archiving';
}

/** The API's types name DOM nodes without the DOM library; parseXml's nodes are xmldom's. */
const asXmldom = (element: Element) => element as unknown as XmlElement;

/** The tag set a root belongs to, or null when it is none the portal imports. */
export function chooseSchema(element: Element): SchemaChoice | null {
  const root = asXmldom(element);
  const namespace = root.namespaceURI ?? '';
  const name = root.localName ?? '';
  if (name === 'ONIXMessage' && namespace === ONIX_NAMESPACE) return ONIX_SCHEMA;
  if (namespace !== '') return null;
  if (BITS_ROOTS.has(name)) return BITS_SCHEMA;
  if (name === 'article') {
    const publicId = root.ownerDocument?.doctype?.publicId ?? '';
    const fromDoctype = /v(1\.\d)/.exec(publicId)?.[1];
    const version = jatsVersion(root.getAttribute('dtd-version') || (fromDoctype ?? ''));
    return JATS_DRIVERS[version][jatsTagSet(publicId)];
  }
  return null;
}

// libxml2-wasm is an ES module with a top-level await (it instantiates the wasm on import), so it
// is loaded with import() on first use rather than at start: the server pays for it only when
// something is imported.
type Libxml = typeof Libxml2;
type Validator = { validate(document: Libxml2.XmlDocument): void };

let libxml: Promise<Libxml> | undefined;
const validators = new Map<string, Validator>();

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

function loadValidator(lib: Libxml, schema: SchemaChoice): Validator {
  const known = validators.get(schema.file);
  if (known) return known;
  const file = path.join(SCHEMAS_DIR, schema.file);
  let validator: Validator;
  if (schema.kind === 'xsd') {
    const xsd = lib.XmlDocument.fromBuffer(readFileSync(file), { url: file });
    validator = lib.XsdValidator.fromDoc(xsd);
  } else {
    // A DTD read as an internal subset: libxml2-wasm builds a DtdValidator from a document's
    // internal subset, and loads the driver's modules (external parameter entities) only with
    // DTDLOAD, which its own DTD parser does not set.
    const holder = lib.XmlDocument.fromString(
      `<!DOCTYPE article [<!ENTITY % tagset SYSTEM ${JSON.stringify(file)}> %tagset;]><article/>`,
      { option: lib.ParseOption.XML_PARSE_DTDLOAD | lib.ParseOption.XML_PARSE_NONET },
    );
    const dtd = holder.dtd;
    if (!dtd) throw new Error(`The DTD ${schema.file} did not load`);
    validator = new lib.DtdValidator(dtd);
  }
  validators.set(schema.file, validator);
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

function check(lib: Libxml, schema: SchemaChoice, text: string): ImportProblem[] {
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
    loadValidator(lib, schema).validate(document);
    return [];
  } catch (error) {
    if (error instanceof lib.XmlValidateError) {
      return capped(error.details.map((detail) => violation(schema, detail)));
    }
    throw error;
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
    results.set(file.name, schema ? check(lib, schema, file.text) : [notATagSet(file.root)]);
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return results;
}
