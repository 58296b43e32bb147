import { UPLOAD_TYPES, type UploadExtension } from '@portal/contract/constants';

const MB = 1024 * 1024;

/** The image types the specification allows, as the file picker's `accept`. */
export const AVATAR_ACCEPT = Object.entries(UPLOAD_TYPES)
  .filter(([, type]) => type.kind === 'image')
  .map(([extension]) => `.${extension}`)
  .join(',');

export type AvatarRefusal =
  { reason: 'type' } | { reason: 'tooSmall' } | { reason: 'tooLarge'; maxSize: number };

/** `10 MB`, `1.5 MB`, `512 KB`: a limit as the API's messages write it. */
export function formatSize(bytes: number): string {
  const [amount, unit] = bytes >= MB ? [bytes / MB, 'MB'] : [bytes / 1024, 'KB'];
  return `${Number(amount.toFixed(1))} ${unit}`;
}

function isImageExtension(extension: string): boolean {
  return (
    Object.hasOwn(UPLOAD_TYPES, extension) &&
    UPLOAD_TYPES[extension as UploadExtension].kind === 'image'
  );
}

/**
 * Refuses in the browser what the server would refuse, before the file is sent: a type that is
 * no image of the specification's list, or a size outside the limits (when they are known; the
 * server checks them again, and the content too).
 */
export function checkAvatar(
  file: Pick<File, 'name' | 'size'>,
  limits: { minSize: number; maxSize: number } | undefined,
): AvatarRefusal | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  if (!extension || !isImageExtension(extension)) return { reason: 'type' };
  if (limits && file.size > limits.maxSize) return { reason: 'tooLarge', maxSize: limits.maxSize };
  if (limits && file.size < limits.minSize) return { reason: 'tooSmall' };
  return null;
}
