/**
 * A minimal PNG encoder (8-bit RGBA, no interlace) over node:zlib, for the demo shop's generated
 * pictures: enough to write a valid file that every browser and the upload check accept.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/** An RGBA picture being drawn. */
export class Picture {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  set(x: number, y: number, [r, g, b, a = 255]: readonly number[]): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    this.pixels.set([r, g, b, a], at);
  }

  rect(x: number, y: number, width: number, height: number, colour: readonly number[]): void {
    for (let row = y; row < y + height; row += 1) for (let column = x; column < x + width; column += 1) this.set(column, row, colour);
  }

  /** A filled ellipse inside the box. */
  ellipse(x: number, y: number, width: number, height: number, colour: readonly number[]): void {
    const cx = x + width / 2;
    const cy = y + height / 2;
    for (let row = y; row < y + height; row += 1) {
      for (let column = x; column < x + width; column += 1) {
        const dx = (column + 0.5 - cx) / (width / 2);
        const dy = (row + 0.5 - cy) / (height / 2);
        if (dx * dx + dy * dy <= 1) this.set(column, row, colour);
      }
    }
  }

  /** A rectangle with corners cut round by `radius`. */
  roundRect(x: number, y: number, width: number, height: number, radius: number, colour: readonly number[]): void {
    this.rect(x + radius, y, width - 2 * radius, height, colour);
    this.rect(x, y + radius, width, height - 2 * radius, colour);
    for (const [cx, cy] of [
      [x, y],
      [x + width - 2 * radius, y],
      [x, y + height - 2 * radius],
      [x + width - 2 * radius, y + height - 2 * radius],
    ]) {
      this.ellipse(cx, cy, 2 * radius, 2 * radius, colour);
    }
  }

  toPng(): Buffer {
    const stride = this.width * 4;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let row = 0; row < this.height; row += 1) {
      // Filter type 0 (None) before each scanline.
      raw[row * (stride + 1)] = 0;
      raw.set(this.pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 6; // colour type RGBA
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]);
  }
}
