import sharp from 'sharp';

export type AvatarSourceFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** Stored avatars: a small square, whatever was uploaded. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
export const AVATAR_EXTENSION = '.webp';

// A 500 KB file can still claim huge dimensions (a decompression bomb); no avatar needs more.
const MAX_INPUT_PIXELS = 40_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes say they are, from their signature; the name and declared type are ignored. */
export function sniffImageFormat(bytes: Buffer): AvatarSourceFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const gif = bytes.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes the upload (which must really be the format its signature names), applies its EXIF
 * orientation and re-encodes it as a square WebP. sharp writes no metadata unless asked, so EXIF,
 * GPS, XMP and comments are dropped. Undefined when the bytes are not a decodable image.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer | undefined> {
  const format = sniffImageFormat(bytes);
  if (!format) return undefined;
  try {
    // First frame only for an animated GIF or WebP.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== format) return undefined;
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data behind a valid signature.
    return undefined;
  }
}
