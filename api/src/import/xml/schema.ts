/**
 * Checks an XML file against its tag set's DTD or schema (JATS 1.1-1.3 archiving and publishing,
 * BITS, ONIX 3.0), answering each violation with its line. To be built (issue 31, item 4).
 */
import type { ImportFormat, ImportProblem } from '../types';

export async function validateAgainstSchema(
  _text: string,
  _format: ImportFormat,
): Promise<ImportProblem[]> {
  throw new Error('validateAgainstSchema: not built yet');
}
