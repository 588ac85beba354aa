/** The review photo's checks and cleaning (review-photo.ts): type by content, size, no EXIF. */
import sharp from 'sharp';
import { cleanReviewPhoto, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_PX } from './review-photo';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('cleanReviewPhoto', () => {
  it('accepts a JPEG with camera metadata and stores it without any (EXIF, GPS), upright', async () => {
    const withExif = await picture(300, 200)
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(withExif).metadata();
    expect([sent.orientation, withExif.includes(Buffer.from('PhoneMaker'))]).toEqual([6, true]);
    const result = await cleanReviewPhoto(dataUrl('image/jpeg', withExif));
    expect(result.ok).toBe(true);
    const stored = Buffer.from((result as { dataUrl: string }).dataUrl.split(',')[1], 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (rotated 90 degrees) was applied to the pixels.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s and stores a JPEG, at most %s px a side', async (format, mime) => {
    const bytes = await picture(2400, 1200).toFormat(format).toBuffer();
    const result = await cleanReviewPhoto(dataUrl(mime, bytes));
    expect(result.ok).toBe(true);
    const meta = await sharp(Buffer.from((result as { dataUrl: string }).dataUrl.split(',')[1], 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', REVIEW_PHOTO_MAX_PX, REVIEW_PHOTO_MAX_PX / 2]);
  });

  it.each([
    ['a GIF calling itself a JPEG', async () => dataUrl('image/jpeg', await picture(10, 10).gif().toBuffer())],
    ['an SVG calling itself a PNG', async () => dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
    ['text', async () => dataUrl('text/html', Buffer.from('<b>x</b>'))],
    ['a truncated JPEG', async () => 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA=='],
    ['not a data URL', async () => 'https://example.com/a.jpg'],
  ])('refuses %s as not an image', async (_name, make) => {
    expect(await cleanReviewPhoto(await make())).toEqual({ ok: false, error: 'validation_image' });
  });

  it('refuses a file over the size limit before decoding it', async () => {
    const big = Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1, 0xff);
    expect(await cleanReviewPhoto(dataUrl('image/jpeg', big))).toEqual({ ok: false, error: 'validation_image_size' });
  });
});
