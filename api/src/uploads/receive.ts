/**
 * Receives one uploaded file as it arrives: written to a file chunk by chunk, hashed, checked and
 * counted on the way, and cut off as soon as it passes its limit. Memory stays at a few chunks
 * per upload, whatever the file's size.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The file went past `maxBytes`: nothing of it is kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export interface ReceivedFile {
  size: number;
  sha256: string;
}

/** Writes `source` to `target` (a new file), feeding each chunk to `inspect`. */
export async function receiveFile(
  source: Readable,
  target: string,
  { maxBytes, inspect }: { maxBytes: number; inspect: (chunk: Buffer) => void },
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new FileTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      inspect(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}
