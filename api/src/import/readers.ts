/** The format readers an import tries, in order, on each XML file's root element. */
import { bitsReader } from './bits';
import { jatsReader } from './jats';
import { onixReader } from './onix';
import type { FormatReader } from './types';

export const FORMAT_READERS: readonly FormatReader[] = [jatsReader, onixReader, bitsReader];
