/**
 * The photo of a review (spec section 1: a photo review earns 50 bonuses): a JPEG, PNG or WebP
 * by its content (not only the type it claims), at most REVIEW_PHOTO_MAX_BYTES, stored re-encoded
 * as a JPEG of at most 1600 px a side with no metadata (EXIF: camera, time, GPS position).
 */
import sharp from 'sharp';

/** The photo as uploaded, decoded, bytes (2 MiB: the storefront sends it downsized to 1600 px). */
export const REVIEW_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side of the stored photo, px. */
export const REVIEW_PHOTO_MAX_PX = 1600;
/** The data URL's length for that many bytes (base64: 4 characters per 3 bytes, plus the prefix). */
export const REVIEW_PHOTO_MAX_CHARS = Math.ceil(REVIEW_PHOTO_MAX_BYTES / 3) * 4 + 32;
/** Decoding stops at this many pixels (a small file can claim a huge image). */
const MAX_INPUT_PIXELS = 50_000_000;

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+=*)$/;

export type ReviewPhotoResult =
  { ok: true; dataUrl: string } | { ok: false; error: 'validation_image' | 'validation_image_size' };

export async function cleanReviewPhoto(dataUrl: string): Promise<ReviewPhotoResult> {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return { ok: false, error: 'validation_image' };
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length > REVIEW_PHOTO_MAX_BYTES) return { ok: false, error: 'validation_image_size' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return { ok: false, error: 'validation_image' };
    // rotate(): the EXIF orientation is applied to the pixels before the metadata goes.
    const out = await image
      .rotate()
      .resize({ width: REVIEW_PHOTO_MAX_PX, height: REVIEW_PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, dataUrl: `data:image/jpeg;base64,${out.toString('base64')}` };
  } catch {
    return { ok: false, error: 'validation_image' };
  }
}
