/** Upload size limits used when a system parameter is missing (src/db/reference stores these values). */
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
