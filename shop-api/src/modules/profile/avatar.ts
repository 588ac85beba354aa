import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_SIZES } from '../auth';

/** Avatars: JPEG, PNG or WebP up to 2 MiB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The real type from the file's first bytes (the declared type is not trusted). */
export function sniffImageType(bytes: Buffer): (typeof AVATAR_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * Writes the square avatar sizes under `{imagesDir}/avatars/` and returns the base name stored
 * in users.avatar ('avatars/u{id}-{random}'). Throws when sharp cannot decode the image.
 */
export async function storeAvatar(imagesDir: string, userId: number, bytes: Buffer): Promise<string> {
  const base = `avatars/u${userId}-${randomBytes(6).toString('hex')}`;
  fs.mkdirSync(path.join(imagesDir, 'avatars'), { recursive: true });
  for (const size of [AVATAR_SIZES.full, AVATAR_SIZES.list]) {
    await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(imagesDir, `${base}-${size}.jpg`));
  }
  return base;
}

/** Removes an avatar's files (best effort). */
export function removeAvatar(imagesDir: string, base: string | null) {
  if (!base || !/^avatars\/u\d+-[0-9a-f]+$/.test(base)) return;
  for (const size of [AVATAR_SIZES.full, AVATAR_SIZES.list]) {
    fs.rm(path.join(imagesDir, `${base}-${size}.jpg`), { force: true }, () => {});
  }
}
