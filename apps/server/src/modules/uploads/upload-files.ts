import sharp from 'sharp';

/** What an upload really is, decided from its bytes; the name and the declared type are ignored. */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf';
export type ImageFormat = Exclude<UploadFormat, 'pdf'>;

/** Stored images: at most this many pixels on their longer side, and a thumbnail for lists. */
export const IMAGE_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 480;
export const IMAGE_CONTENT_TYPE = 'image/webp';
export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * A 10 MB file can claim enormous dimensions (a decompression bomb). 120 megapixels takes the
 * largest phone cameras (108 MP) and stops a crafted header from making us allocate gigabytes.
 */
export const MAX_INPUT_PIXELS = 120_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_TRAILER = Buffer.from('%%EOF', 'latin1');
/** Writers may put a little whitespace or a line ending after the trailer; readers look this far back. */
const PDF_TRAILER_WINDOW = 1024;

export function sniffUploadFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  if (bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return 'pdf';
  return undefined;
}

/** A PDF starts with the %PDF- header and ends with an %%EOF trailer; anything else merely claims to be one. */
export function isWellFormedPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  const tail = bytes.subarray(Math.max(PDF_HEADER.length, bytes.length - PDF_TRAILER_WINDOW));
  const at = tail.lastIndexOf(PDF_TRAILER);
  // Only whitespace may follow the trailer.
  return at !== -1 && /^[\s\0]*$/.test(tail.subarray(at + PDF_TRAILER.length).toString('latin1'));
}

export type EncodedImage = { data: Buffer; width: number; height: number };
export type ProcessedImage = { main: EncodedImage; thumb: EncodedImage };
export type ImageResult = { ok: true; image: ProcessedImage } | { ok: false; reason: 'unreadable' | 'too_many_pixels' };

/**
 * Decodes the image (which must really be the format its signature names), applies its EXIF
 * orientation and re-encodes it as WebP, at most IMAGE_MAX_SIDE on its longer side, plus a
 * THUMB_MAX_SIDE thumbnail. sharp writes no metadata unless asked, so EXIF (GPS included), XMP,
 * IPTC and comments are dropped. Animated GIF and WebP keep their first frame.
 */
export async function processImage(bytes: Buffer, format: ImageFormat): Promise<ImageResult> {
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== format) return { ok: false, reason: 'unreadable' };
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
    const main = await sharp(bytes, options)
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // From the re-encoded image: already upright and small, so much cheaper than the original.
    const thumb = await sharp(main.data)
      .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: {
        main: { data: main.data, width: main.info.width, height: main.info.height },
        thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
      },
    };
  } catch {
    // Truncated or corrupt data behind a valid signature.
    return { ok: false, reason: 'unreadable' };
  }
}

export const ORIGINAL_NAME_MAX = 120;

// Control characters, bidirectional overrides and zero-width marks (which can disguise an
// extension: 'photo\u202Egpj.exe'), and characters no file system accepts.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"<>:|?*]/g;

/**
 * The name the rider gave the file, safe to show and to offer as a download name: no path, no
 * control or direction-changing characters, no leading dots, at most ORIGINAL_NAME_MAX characters
 * (the extension kept when it is cut). `fallback` when nothing is left.
 */
export function sanitiseFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  const characters = Array.from(cleaned);
  if (characters.length === 0) return fallback;
  if (characters.length <= ORIGINAL_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const kept = extension.length > 0 && extension.length <= 10 ? extension : [];
  return characters.slice(0, ORIGINAL_NAME_MAX - kept.length).join('').trimEnd() + kept.join('');
}
