/**
 * A WOFF 1.0 font file back to the TrueType file it packs (W3C WOFF 1.0, section 5: a header, a table directory,
 * each table zlib-compressed when that made it smaller). jsPDF embeds TrueType only, and the Urdu typeface we serve
 * (@fontsource/noto-naskh-arabic) ships WOFF and WOFF2; WOFF's zlib is what the browser's DecompressionStream reads.
 */
export async function woffToTrueType(woff: ArrayBuffer): Promise<ArrayBuffer> {
  const input = new DataView(woff);
  if (input.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font.');
  const flavor = input.getUint32(4);
  const count = input.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = 44 + index * 20;
      const [tag, offset, packed, length, checksum] = [0, 4, 8, 12, 16].map((at) => input.getUint32(entry + at)) as [number, number, number, number, number];
      const bytes = new Uint8Array(woff, offset, packed);
      const data = packed < length ? await inflate(bytes) : bytes;
      if (data.byteLength !== length) throw new Error('A WOFF table does not unpack to its length.');
      return { tag, checksum, data };
    }),
  );
  // The sfnt header's binary-search fields (OpenType, "Table directory").
  const power = 2 ** Math.floor(Math.log2(count));
  const headerLength = 12 + count * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.byteLength), headerLength);
  const output = new Uint8Array(total);
  const view = new DataView(output.buffer);
  view.setUint32(0, flavor);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let at = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    view.setUint32(record, table.tag);
    view.setUint32(record + 4, table.checksum);
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.data.byteLength);
    output.set(table.data, at);
    at += padded(table.data.byteLength);
  });
  return output.buffer;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
