/** Files signed-in people upload (images, video, audio) and where they are served. */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The specification's allowed types: file extension (lower case) -> kind and content type. */
export const UPLOAD_TYPES = {
  png: { kind: 'image', mimeType: 'image/png' },
  jpg: { kind: 'image', mimeType: 'image/jpeg' },
  jpeg: { kind: 'image', mimeType: 'image/jpeg' },
  bmp: { kind: 'image', mimeType: 'image/bmp' },
  gif: { kind: 'image', mimeType: 'image/gif' },
  webp: { kind: 'image', mimeType: 'image/webp' },
  psd: { kind: 'image', mimeType: 'image/vnd.adobe.photoshop' },
  svg: { kind: 'image', mimeType: 'image/svg+xml' },
  tiff: { kind: 'image', mimeType: 'image/tiff' },
  mp4: { kind: 'video', mimeType: 'video/mp4' },
  mov: { kind: 'video', mimeType: 'video/quicktime' },
  mp3: { kind: 'audio', mimeType: 'audio/mpeg' },
} as const satisfies Record<string, { kind: UploadKind; mimeType: string }>;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** System parameters holding the size limits, in bytes. */
export const UPLOAD_PARAM_KEYS = {
  minSize: 'upload.minSize',
  maxImageSize: 'upload.maxImageSize',
  maxVideoSize: 'upload.maxVideoSize',
  maxAudioSize: 'upload.maxAudioSize',
} as const;

/** The multipart field holding the file. */
export const UPLOAD_FIELD = 'file';

export const UploadedFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: 'Where the file is served: GET /api/upload/file/:id' }),
  name: Type.String({ description: 'The file name as uploaded' }),
  size: Type.Integer({ minimum: 0, description: 'Bytes' }),
  mimeType: StringEnum([...new Set(Object.values(UPLOAD_TYPES).map((t) => t.mimeType))]),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const UploadedFileParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'The id upload answered',
  }),
});
export type UploadedFileParams = Static<typeof UploadedFileParams>;
