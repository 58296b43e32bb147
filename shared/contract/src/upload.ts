/** Files signed-in people upload (images, video, audio) and where they are served. */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { UPLOAD_TYPES } from './constants';

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
