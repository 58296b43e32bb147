/**
 * The check of one XML text against its tag set's DTD or schema, by libxml2 compiled to
 * WebAssembly (libxml2-wasm): the same checks as `xmllint --dtdvalid` / `--schema`, answering each
 * violation with its line. It runs in the schema worker (schema-worker.ts), which loads every
 * grammar once when it starts: parsing a grammar holds its thread for 0.2-1.5 s on a busy
 * machine, and checking a file up to a few hundred milliseconds (a large ONIX feed), none of which
 * the API's own thread, which answers readers, should wait for. Which tag set a file belongs to
 * is schema.ts's choice, made where the file was parsed.
 *
 * The tag sets are vendored under `schemas/` (its README says where each comes from and under
 * which terms); the build copies them beside the bundles. libxml2 reads them only through the
 * input provider below, which serves files of that folder and nothing else, so no DOCTYPE or
 * schema location can make it read another file or the network.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import type * as Libxml2 from 'libxml2-wasm';
import type { ImportProblem } from '../types';

/** The folder of the vendored tag sets: `src/import/xml/schemas`, or `dist/schemas` when built. */
export const SCHEMAS_DIR = path.join(import.meta.dirname, 'schemas');

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

/** One file to check: plain data, as it crosses to the worker. */
export interface SchemaCheck {
  schema: SchemaChoice;
  text: string;
  /** The root element's name as written (with its prefix, if any). */
  rootTag: string;
}

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

// libxml2-wasm is an ES module with a top-level await (it instantiates the wasm on import), which
// require() cannot load: import() loads it, in the one thread that uses it.
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

/** Loads libxml2 and each grammar, so that no check waits for them. */
export async function loadGrammars(grammars: readonly Grammar[]): Promise<void> {
  const lib = await loadLibxml();
  for (const grammar of grammars) loadValidator(lib, grammar);
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

/** The text with a default namespace declared on its root, on the root's own line. */
const withRootNamespace = (text: string, root: string, namespace: string) =>
  text.replace(new RegExp(`<${root}(?=[\\s/>])`), `<${root} xmlns="${namespace}"`);

/** The file's violations of its tag set ([] when valid). */
export async function checkAgainstSchema({
  schema,
  text,
  rootTag,
}: SchemaCheck): Promise<ImportProblem[]> {
  const lib = await loadLibxml();
  const checked = schema.rootNamespace
    ? withRootNamespace(text, rootTag, schema.rootNamespace)
    : text;
  let document: Libxml2.XmlDocument;
  try {
    // BIG_LINES: without it libxml2 reports no line past 65535.
    document = lib.XmlDocument.fromString(checked, {
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
