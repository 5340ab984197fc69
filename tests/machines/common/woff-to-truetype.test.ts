import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { woffToTrueType } from '../../../src/machines/common/woff-to-truetype';

/**
 * src/machines/common/woff-to-truetype.ts on WOFF files made here (W3C WOFF 1.0, section 5), so each field of the
 * TrueType file it gives back can be checked against the OpenType table directory: the header's binary-search
 * fields, each table's record, and the tables themselves, each starting on a 4-byte boundary.
 */
interface Table {
  tag: string;
  data: Uint8Array;
  checksum: number;
  /** Stored zlib-compressed, as WOFF does when that is smaller. */
  compressed?: boolean;
  /** The unpacked length the directory claims, when not the data's own. */
  claimedLength?: number;
}

const tagNumber = (tag: string) => [...tag].reduce((value, letter) => value * 256 + letter.charCodeAt(0), 0);
const padded = (length: number) => Math.ceil(length / 4) * 4;

function woffOf(tables: Table[], flavor = 0x00010000): ArrayBuffer {
  const stored = tables.map((table) => (table.compressed ? new Uint8Array(deflateSync(table.data)) : table.data));
  const directoryEnd = 44 + tables.length * 20;
  const total = stored.reduce((sum, bytes) => sum + padded(bytes.byteLength), directoryEnd);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  view.setUint32(0, 0x774f4646);
  view.setUint32(4, flavor);
  view.setUint32(8, total);
  view.setUint16(12, tables.length);
  let at = directoryEnd;
  tables.forEach((table, index) => {
    const entry = 44 + index * 20;
    view.setUint32(entry, tagNumber(table.tag));
    view.setUint32(entry + 4, at);
    view.setUint32(entry + 8, stored[index]!.byteLength);
    view.setUint32(entry + 12, table.claimedLength ?? table.data.byteLength);
    view.setUint32(entry + 16, table.checksum);
    file.set(stored[index]!, at);
    at += padded(stored[index]!.byteLength);
  });
  return file.buffer;
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, index) => (index * 7 + seed) % 251);
/** Repeats itself, so zlib packs it smaller. */
const repetitive = (length: number) => Uint8Array.from({ length }, (_, index) => index % 4);

function tablesOf(font: ArrayBuffer) {
  const view = new DataView(font);
  const count = view.getUint16(4);
  return Array.from({ length: count }, (_, index) => {
    const record = 12 + index * 16;
    const [tag, checksum, offset, length] = [0, 4, 8, 12].map((at) => view.getUint32(record + at)) as [number, number, number, number];
    return { tag, checksum, offset, length, data: [...new Uint8Array(font, offset, length)] };
  });
}

describe('a WOFF file back to its TrueType file', () => {
  for (const [count, searchRange, entrySelector, rangeShift] of [
    [1, 16, 0, 0],
    [3, 32, 1, 16],
    [5, 64, 2, 16],
  ] as const) {
    it(`writes the header of ${count} table(s): flavor, count, search range ${searchRange}, entry selector ${entrySelector}, range shift ${rangeShift}`, async () => {
      const tables = Array.from({ length: count }, (_, index) => ({ tag: `t${index}ab`, data: bytes(5 + index, index), checksum: 1000 + index }));
      const view = new DataView(await woffToTrueType(woffOf(tables, 0x4f54544f)));
      expect([view.getUint32(0), view.getUint16(4), view.getUint16(6), view.getUint16(8), view.getUint16(10)]).toEqual([0x4f54544f, count, searchRange, entrySelector, rangeShift]);
    });
  }

  it('gives each table its record (tag, checksum, offset, length) and its bytes, unpacked, each from a 4-byte boundary after the directory', async () => {
    const tables: Table[] = [
      { tag: 'cmap', data: bytes(5, 1), checksum: 0x11111111 },
      { tag: 'glyf', data: repetitive(400), checksum: 0x22222222, compressed: true },
      { tag: 'head', data: bytes(8, 3), checksum: 0x33333333 },
    ];
    const font = await woffToTrueType(woffOf(tables));
    // 12 bytes of header and 16 a table; the 5-byte table is padded to 8, the 400-byte one needs none.
    expect(tablesOf(font)).toEqual([
      { tag: tagNumber('cmap'), checksum: 0x11111111, offset: 60, length: 5, data: [...tables[0]!.data] },
      { tag: tagNumber('glyf'), checksum: 0x22222222, offset: 68, length: 400, data: [...tables[1]!.data] },
      { tag: tagNumber('head'), checksum: 0x33333333, offset: 468, length: 8, data: [...tables[2]!.data] },
    ]);
    expect(font.byteLength).toBe(476);
    // The padding is zeros.
    expect([...new Uint8Array(font, 65, 3)]).toEqual([0, 0, 0]);
  });

  it('refuses a table that does not unpack to the length its directory entry gives', async () => {
    await expect(woffToTrueType(woffOf([{ tag: 'glyf', data: repetitive(40), checksum: 1, compressed: true, claimedLength: 80 }]))).rejects.toThrow('A WOFF table does not unpack to its length.');
  });
});
