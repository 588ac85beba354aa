/**
 * The review photo as sent: drawn on a canvas at most PHOTO_MAX_PX a side and encoded as a JPEG
 * (a phone's 4-8 MB photo becomes a few hundred KB, and the camera's metadata stays behind; the
 * shop API strips it again). A browser without canvas drawing sends the file as it is; a file the
 * browser cannot decode as an image (HEIC on most desktops) is refused, and the form says so.
 */
import { PHOTO_MAX_PX } from './review-rules';

/** JPEG quality of the sent photo (0-1). */
const JPEG_QUALITY = 0.85;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** The data URL to send, or null when the file cannot be read as an image. */
export async function photoDataUrl(file: File): Promise<string | null> {
  try {
    if (typeof createImageBitmap !== 'function') return await readAsDataUrl(file);
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return await readAsDataUrl(file);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } catch {
    return null;
  }
}
