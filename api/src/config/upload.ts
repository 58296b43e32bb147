/**
 * Upload size limits used when a system parameter is missing (src/db/reference stores these values), and
 * where uploads are kept and how much one reader may upload (from the environment).
 */
import { UPLOAD_PARAM_KEYS, type UploadKind } from '@portal/contract';

const MB = 1024 * 1024;

export interface UploadLimits {
  /** Smallest file accepted, bytes. */
  minSize: number;
  /** Largest file of each kind, bytes. */
  maxSize: Record<UploadKind, number>;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  minSize: 100,
  maxSize: { image: 10 * MB, video: 100 * MB, audio: 20 * MB },
};

/** The system parameter of each limit, its default and what it means. */
export const UPLOAD_LIMIT_PARAMS = [
  {
    key: UPLOAD_PARAM_KEYS.minSize,
    value: DEFAULT_UPLOAD_LIMITS.minSize,
    description: 'Smallest file accepted by upload, in bytes',
  },
  {
    key: UPLOAD_PARAM_KEYS.maxImageSize,
    value: DEFAULT_UPLOAD_LIMITS.maxSize.image,
    description: 'Largest image upload, in bytes',
  },
  {
    key: UPLOAD_PARAM_KEYS.maxVideoSize,
    value: DEFAULT_UPLOAD_LIMITS.maxSize.video,
    description: 'Largest video upload, in bytes',
  },
  {
    key: UPLOAD_PARAM_KEYS.maxAudioSize,
    value: DEFAULT_UPLOAD_LIMITS.maxSize.audio,
    description: 'Largest audio upload, in bytes',
  },
] as const;

/** An object store with an S3-compatible API that uploads are kept in instead of files. */
export interface UploadS3Config {
  bucket: string;
  /** The store's address (MinIO, Ceph, a local test server); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Put before every key, e.g. `portal/uploads/`. */
  prefix: string;
  /** `bucket` in the path (`http://host/bucket/key`), as most self-hosted stores expect. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Where uploaded bytes are kept: never rows of the catalogue database (uploads/store.ts). */
export interface UploadStorageConfig {
  /**
   * A folder of this machine: the files themselves when there is no `s3`, and in any case where
   * a file being received is written first, so that no upload is ever held whole in memory.
   */
  dir: string;
  s3?: UploadS3Config;
}

/** How much one reader may upload: kept in total, and how fast. */
export interface UploadConfig {
  storage: UploadStorageConfig;
  /** Bytes one reader may keep uploaded, all files together. */
  quotaBytes: number;
  /** Files one reader may keep uploaded. */
  quotaFiles: number;
  /** Upload requests per reader (anonymous callers: per client address) and window. */
  rateLimit: number;
  rateWindowMs: number;
}

export const DEFAULT_UPLOAD_QUOTA = {
  quotaBytes: 500 * MB,
  quotaFiles: 200,
  rateLimit: 30,
  rateWindowMs: 60_000,
} as const satisfies Omit<UploadConfig, 'storage'>;
