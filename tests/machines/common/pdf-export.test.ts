import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsPDF } from 'jspdf';
import { visualRuns } from '../../../src/machines/common/pdf-export';
import { woffToTrueType } from '../../../src/machines/common/woff-to-truetype';

// src/machines/common/pdf-export.ts: an Urdu PDF export in Noto Naskh Arabic, shaped and laid out right to left.
describe('the PDF export in Urdu', () => {
  it('unpacks the Urdu font’s WOFF file into a TrueType file jsPDF embeds, with the letters’ joined forms and Urdu digits', async () => {
    // Found as Node finds the package (the mutation run's sandbox has no node_modules of its own).
    const fontPackage = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-naskh-arabic/LICENSE'));
    const woff = readFileSync(join(fontPackage, 'files/noto-naskh-arabic-arabic-400-normal.woff'));
    const font = await woffToTrueType(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
    expect(new DataView(font).getUint32(0)).toBe(0x00010000);
    const pdf = new jsPDF();
    pdf.addFileToVFS('naskh.ttf', Buffer.from(font).toString('latin1'));
    pdf.addFont('naskh.ttf', 'Naskh', 'normal');
    pdf.setFont('Naskh');
    const glyphs = (pdf.getFont() as unknown as { metadata: { cmap: { unicode: { codeMap: Record<number, number> } } } }).metadata.cmap.unicode.codeMap;
    // ہ (06C1) initial, ے (06D2) final, lam-alef (FEFB), the Urdu full stop and zero.
    for (const letter of [0xfba8, 0xfbaf, 0xfefb, 0x06d4, 0x06f0]) expect(glyphs[letter], letter.toString(16)).toBeGreaterThan(0);
  });

  it('refuses a file that is not WOFF', async () => {
    await expect(woffToTrueType(new Uint8Array([0, 1, 0, 0, 0, 0]).buffer)).rejects.toThrow('Not a WOFF 1.0 font.');
  });

  it('lays a line out run by run: Urdu runs shaped, Latin runs as written, right to left from the right', () => {
    const pdf = new jsPDF();
    const runs = visualRuns(pdf, 'کل 25.00 روپے', true);
    expect(runs.map((run) => run.font)).toEqual(['NotoNaskhArabic', 'helvetica', 'NotoNaskhArabic']);
    expect(runs[1]!.text).toBe(' 25.00 ');
    // Each letter in its joined form (presentation forms), which fold (NFKC) back into the words as written.
    expect(runs[0]!.text).not.toBe('روپے');
    expect(runs[0]!.text.normalize('NFKC')).toBe('روپے');
    expect(runs[2]!.text.normalize('NFKC')).toBe('کل');
    expect(visualRuns(pdf, 'Tea 12', false)).toEqual([{ text: 'Tea 12', font: 'helvetica' }]);
  });
});
