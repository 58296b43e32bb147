/**
 * The images of an upload (issue 32): the files beside a JATS article that its figures'
 * `graphic`s name, measured here once, before anything is written, so that a file that is not an
 * image the site can show, or is too large, is refused on its own and every figure keeps its size
 * in pixels (the page reserves a figure's place before its image arrives).
 */
import path from 'node:path';
import { imageSize } from 'image-size';
import type { LocalizedText } from '@portal/contract';
import type { FigureMediaType } from '../services/article-figures';
import { importMessages } from './messages';
import { sha256Of } from './sha256';
import type { ImportSource, UploadImage } from './types';

/**
 * Files an upload sends as images, by their names: the types browsers show, and those (TIFF, BMP)
 * that typesetters send for print, which are refused with the types to send instead rather than
 * read as XML that is not well-formed.
 */
export const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|tiff?|bmp)$/i;

/**
 * The largest image kept: the portal's limit for uploaded images (DESIGN.md, 10 MB). A figure is
 * downloaded by every reader of its page; a larger one is a print master, not the web's image.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The longest side, in pixels, a figure may have (`article_figures`, migration 0032). */
const MAX_SIDE = 20_000;

/** image-size's names of the types browsers show, and their media types, in order of choice. */
const MEDIA_TYPES: Readonly<Record<string, FigureMediaType>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};
const PREFERRED = Object.values(MEDIA_TYPES);

/**
 * JPEG's EXIF orientations that turn the picture a quarter: browsers draw it turned, so its width
 * on the page is its stored height.
 */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** The image's type and size; null for a file image-size cannot read (another type, cut off). */
function sizeOf(bytes: Uint8Array) {
  try {
    return imageSize(bytes);
  } catch {
    return null;
  }
}

/** A file of the upload named as an image, measured; or what is wrong with it. */
export function measureImage(
  source: ImportSource,
): { image: UploadImage } | { problem: LocalizedText } {
  const { name, bytes } = source;
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return { problem: importMessages.imageTooLarge(name, MAX_IMAGE_BYTES) };
  }
  const size = sizeOf(bytes);
  const mediaType = size?.type ? MEDIA_TYPES[size.type] : undefined;
  if (!size) return { problem: importMessages.notImage(name) };
  if (!mediaType) return { problem: importMessages.imageType(name, size.type ?? '') };
  const turned = QUARTER_TURNS.has(size.orientation ?? 1);
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (!(width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE)) {
    return { problem: importMessages.imageSize(name, width, height, MAX_SIDE) };
  }
  return { image: { file: name, mediaType, width, height, bytes, sha256: sha256Of(bytes) } };
}

/** A name without an image's extension: `fig1.tif`, `fig1.png` and `fig1` are one figure's. */
const stemOf = (name: string) => name.replace(IMAGE_FILE, '').toLowerCase();

/**
 * The image of the upload a `graphic`'s `xlink:href` names: the file of that name, else one of the
 * same name with another extension or none (`fig1` or `fig1.tif` in the XML, `fig1.png` sent, as
 * packages send a web image beside the print master the XML names), the type browsers show best
 * first.
 */
export function imageFor(
  href: string,
  images: ReadonlyMap<string, UploadImage>,
): UploadImage | undefined {
  const name = path.posix.basename(href);
  const exact = images.get(name);
  if (exact) return exact;
  const stem = stemOf(name);
  return [...images.values()]
    .filter((image) => stemOf(image.file) === stem)
    .sort((a, b) => PREFERRED.indexOf(a.mediaType) - PREFERRED.indexOf(b.mediaType))[0];
}
