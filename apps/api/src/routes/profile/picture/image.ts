/**
 * What an uploaded profile photo becomes before it is stored: decoded and encoded again by sharp (libvips), so
 * only pixels survive. Whatever rode along in the file (HTML after a PNG signature, EXIF with the phone's GPS
 * position, comments, thumbnails, colour profiles) is gone, the EXIF orientation is applied to the pixels, and
 * the picture is scaled to what the portal shows. Anything that does not decode as a PNG, JPEG or WebP is refused.
 */
import sharp from 'sharp';

import type { PictureFields } from '../../../repositories/pictures.ts';

/**
 * The longest side of a stored photo, in pixels. The portal shows it in a circle of at most 96 CSS px (twice the
 * senior theme's avatar size), and the specification recommends uploading 400 × 400: 512 keeps that sharp on a
 * 3× screen and leaves a 400-pixel upload as it is.
 */
export const STORED_PHOTO_MAX_PX = 512;

/**
 * The most pixels an upload may declare (about a 100-megapixel photo). A small file can declare a huge image, and
 * decoding it would take gigabytes; the header is read first, so such a file is refused before any decoding.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** A decode or encode that takes longer than this fails (and the upload is refused). */
const TIMEOUT_SECONDS = 10;

const FORMATS = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<string, PictureFields['contentType']>;

type Format = keyof typeof FORMATS;

const isFormat = (format: string | undefined): format is Format =>
  format !== undefined && Object.hasOwn(FORMATS, format);

/** The re-encoded picture, in the format it came in; undefined when `bytes` is not a whole PNG, JPEG or WebP. */
export async function reencodePicture(
  bytes: Buffer,
): Promise<Pick<PictureFields, 'contentType' | 'bytes'> | undefined> {
  // failOn 'truncated': a photo with a harmless decoder warning is taken, a cut-off or corrupt one is not.
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const { format } = await sharp(bytes, options).metadata();
    if (!isFormat(format)) return undefined;
    const image = sharp(bytes, options)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .autoOrient()
      .resize(STORED_PHOTO_MAX_PX, STORED_PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (no keepExif, keepIccProfile or withMetadata here).
    const encoded =
      format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 });
    return { contentType: FORMATS[format], bytes: await encoded.toBuffer() };
  } catch {
    // libvips could not read it (not an image, corrupt, truncated, too many pixels, too slow).
    return undefined;
  }
}
