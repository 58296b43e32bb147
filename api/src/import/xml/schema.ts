/**
 * Checks XML files against their tag set's DTD or schema (JATS 1.1-1.3 archiving and publishing,
 * BITS, ONIX 3.0), answering each violation with its line. Files are checked in one batch, so a
 * schema is loaded once for many files. To be built (issue 31, item 4).
 */
import type { ImportProblem } from '../types';

export interface SchemaInput {
  /** The file's name, unique in the batch. */
  name: string;
  text: string;
  /** Its parsed root: the element, its namespace and attributes (`dtd-version`) pick the schema. */
  root: Element;
}

/**
 * Each file's violations by name ([] when valid). A root no tag set has (not JATS, BITS or
 * ONIX 3.0) is one problem on its line.
 */
export async function validateAgainstSchemas(
  _files: readonly SchemaInput[],
): Promise<Map<string, ImportProblem[]>> {
  throw new Error('validateAgainstSchemas: not built yet');
}
