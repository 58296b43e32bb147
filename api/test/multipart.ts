/** Multipart bodies as a browser sends them, and files whose content matches their type. */

const BOUNDARY = '----portal-test-boundary';

/** A multipart/form-data body with one file part. */
export function multipartBody(filename: string, content: Buffer, field = 'file') {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes that pass for a PNG, different for each `seed` (so none is a duplicate). */
export function pngOf(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size, 0x2a);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  bytes.writeUInt32BE(seed, PNG_SIGNATURE.length);
  return bytes;
}
