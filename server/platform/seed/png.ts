// A minimal PNG encoder (truecolour, no filter) for the generated demo partner logo.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes width x height pixels given by pixel(x, y) → [r, g, b]. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A simple wordmark-like logo: a red rounded badge with three white signal arcs on white. */
export function demoLogo(): Buffer {
  const w = 240;
  const h = 64;
  return encodePng(w, h, (x, y) => {
    const cx = 32;
    const cy = 44;
    const d = Math.hypot(x - cx, y - cy);
    const inBadge = x >= 4 && x <= 60 && y >= 4 && y <= 60;
    if (inBadge) {
      const arc = y < cy && [12, 22, 32].some((r) => Math.abs(d - r) < 2.5);
      return arc || d < 4 ? [255, 255, 255] : [198, 40, 40];
    }
    const bar = x >= 72 && x <= 228 && ((y >= 18 && y <= 28) || (y >= 36 && y <= 42 && x <= 180));
    return bar ? (y < 30 ? [198, 40, 40] : [97, 97, 97]) : [255, 255, 255];
  });
}
