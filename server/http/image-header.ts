// What an uploaded image is, read from its own bytes: the kind by its magic bytes, the size in pixels from its header
// (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X). Nothing is decoded: a header is enough to refuse a picture with too many
// pixels, and the name or declared type of a file is never believed.
export type PictureKind = 'png' | 'jpg' | 'webp';

export const PICTURE_CONTENT_TYPES: Readonly<Record<PictureKind, string>> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** 'png' | 'jpg' | 'webp' from the magic bytes, else null. */
export const pictureKind = (bytes: Uint8Array): PictureKind | null =>
  startsWith(bytes, PNG) ? 'png'
    : startsWith(bytes, JPEG) ? 'jpg'
      : ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') ? 'webp'
        : null;

export interface PixelSize { width: number; height: number }

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);

function pngSize(b: Uint8Array): PixelSize | null {
  // signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4)
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) { at++; continue; } // fill byte
    // markers without a length: TEM, RSTn; SOI again
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // length (2), precision (1), height (2), width (2)
      if (at + 9 > b.length) return null;
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): PixelSize | null {
  // 'RIFF' size 'WEBP', then the first chunk: fourcc (4), size (4), data
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ')) {
    // frame tag (3), start code 9d 01 2a, then 14-bit width and height
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, 'VP8L')) {
    // signature 0x2f, then width - 1 and height - 1 in 14 bits each
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) {
    // flags (4), canvas width - 1 (24 bits), canvas height - 1 (24 bits)
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

/** The size in pixels from the image's header; null when the header cannot be read (not a real image of that kind). */
export function pixelSize(bytes: Uint8Array, kind: PictureKind): PixelSize | null {
  const size = kind === 'png' ? pngSize(bytes) : kind === 'jpg' ? jpegSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
