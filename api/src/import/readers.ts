/** The format readers an import tries, in order, on each XML file's root element. */
import { jatsReader } from './jats';
import type { FormatReader } from './types';

export const FORMAT_READERS: readonly FormatReader[] = [jatsReader];
