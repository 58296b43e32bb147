/** The upload store in an object store with an S3-compatible API (UPLOAD_S3_*). */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadS3Config } from '../config/upload';
import { checkedKey, type UploadStore } from './store';

export function s3Store(config: UploadS3Config, spoolDir: string): UploadStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores do not take the
    // streamed trailing checksums the SDK otherwise sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${config.prefix}${checkedKey(key)}`;
  return {
    kind: 's3',
    spoolPath: () => path.join(spoolDir, randomUUID()),
    async keep(spooled, key, { size, mimeType }) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Body: createReadStream(spooled),
            ContentLength: size,
            ContentType: mimeType,
          }),
        );
      } finally {
        await rm(spooled, { force: true });
      }
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        // In Node the SDK's body is an http.IncomingMessage, a Readable.
        return object.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
