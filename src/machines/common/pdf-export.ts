/**
 * A list's PDF export (docs/decisions/003-lists-page-and-export.md), loaded with jsPDF only when a person exports a
 * PDF (docs/decisions/045-heavy-libraries-load-on-demand.md). In Urdu its title, column titles and words print in
 * Noto Naskh Arabic, right to left: the columns read from the right, each Urdu run is shaped (jsPDF's
 * processArabic gives each letter its joined form) and laid out right to left, while names, codes and figures keep
 * left to right in Helvetica, which has the Latin letters the Urdu font file lacks (docs/right-to-left.md).
 */
import { i18n } from '@lingui/core';
import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData } from 'jspdf-autotable';
import type { CsvCell } from '../../domain/csv-export';
import { woffToTrueType } from './woff-to-truetype';

const URDU_FONT = 'NotoNaskhArabic';
const LATIN_FONT = 'helvetica';
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A run of Arabic-script words with the spaces and Urdu punctuation between them. */
const ARABIC_RUN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\u060C\u06D4:]+[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)*/g;

let urduFont: Promise<string> | undefined;

/** The TrueType file of the Urdu font as jsPDF's virtual file system takes it (a binary string), fetched once. */
function loadUrduFont(): Promise<string> {
  // The same font file the screens use in Urdu (src/views/i18n/urdu-type.ts), fetched only for an Urdu export. Its
  // address is imported when needed, so plain Node (npm run test:paths) can load this module without Vite.
  urduFont ??= import('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff?url')
    .then(({ default: address }) => fetch(address))
    .then((response) => {
      if (!response.ok) throw new Error(`The Urdu font answered ${response.status}.`);
      return response.arrayBuffer();
    })
    .then(woffToTrueType)
    .then((font) => {
      const bytes = new Uint8Array(font);
      let text = '';
      for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return text;
    });
  urduFont.catch(() => (urduFont = undefined));
  return urduFont;
}

interface Run {
  text: string;
  font: string;
}

/**
 * One line as drawn from left to right, run by run: Arabic-script runs shaped (each letter in its joined form,
 * chosen in the order it is written; jsPDF's own bidi step then lays the run out from the right), the rest as
 * written; in a right-to-left line the runs themselves follow from the right.
 */
export function visualRuns(document: Pick<jsPDF, 'processArabic'>, line: string, rightToLeft: boolean): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of line.matchAll(ARABIC_RUN)) {
    if (match.index > last) runs.push({ text: line.slice(last, match.index), font: LATIN_FONT });
    runs.push({ text: document.processArabic(match[0]), font: URDU_FONT });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), font: LATIN_FONT });
  return rightToLeft ? runs.reverse() : runs;
}

/** Draws a line of mixed scripts with its inline end at `x` (right to left: its right edge), or its start. */
function drawLine(document: jsPDF, line: string, x: number, y: number, align: 'left' | 'right', rightToLeft: boolean) {
  const runs = visualRuns(document, line, rightToLeft);
  const widthOf = (run: Run) => {
    document.setFont(run.font, 'normal');
    return document.getTextWidth(run.text);
  };
  const widths = runs.map(widthOf);
  let at = align === 'right' ? x - widths.reduce((sum, width) => sum + width, 0) : x;
  runs.forEach((run, index) => {
    document.setFont(run.font, 'normal');
    document.text(run.text, at, y);
    at += widths[index]!;
  });
  document.setFont(LATIN_FONT, 'normal');
}

const hasArabic = (text: string) => ARABIC_LETTER.test(text);

export async function savePdf(title: string, fileName: string, header: string[], body: CsvCell[][]): Promise<void> {
  const cells = body.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  const date = new Date().toISOString().slice(0, 10);
  const count = cells.length;
  const subtitle = i18n._(/*i18n*/ { id: 'export.pdf-rows', message: '{count, plural, one {# row} other {# rows}}, exported {date}', values: { count, date } });
  const rightToLeft = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const urdu = [title, subtitle, ...header, ...cells.flat()].some(hasArabic);

  const pdf = new jsPDF({ orientation: header.length > 5 ? 'landscape' : 'portrait', unit: 'pt', format: 'a4' });
  if (urdu) {
    pdf.addFileToVFS(`${URDU_FONT}.ttf`, await loadUrduFont());
    pdf.addFont(`${URDU_FONT}.ttf`, URDU_FONT, 'normal');
    pdf.setLanguage('ur');
  }
  const pageWidth = pdf.internal.pageSize.getWidth();
  const [start, align] = rightToLeft ? [pageWidth - 40, 'right' as const] : [40, 'left' as const];
  pdf.setFontSize(14);
  drawLine(pdf, title, start, 40, align, rightToLeft);
  pdf.setFontSize(9);
  drawLine(pdf, subtitle, start, 56, align, rightToLeft);

  // Right to left the first column stands at the right, as the screen's table does.
  const ordered = <T,>(row: T[]) => (rightToLeft ? [...row].reverse() : row);
  const drawnByUs = new Set<string>();
  autoTable(pdf, {
    head: [ordered(header)],
    body: cells.map(ordered),
    startY: 68,
    styles: { fontSize: 8, cellPadding: 4, font: LATIN_FONT, halign: rightToLeft ? 'right' : 'left' },
    headStyles: { fillColor: [91, 60, 196] },
    // A cell with Urdu in it is measured in the Urdu font and drawn run by run after autoTable has drawn its box.
    didParseCell: ({ cell, section, row, column }: CellHookData) => {
      if (!hasArabic(cell.text.join(' '))) return;
      cell.styles.font = URDU_FONT;
      drawnByUs.add(`${section}:${row.index}:${column.index}`);
    },
    willDrawCell: (data: CellHookData) => {
      if (drawnByUs.has(`${data.section}:${data.row.index}:${data.column.index}`)) (data.cell as { savedText?: string[] }).savedText = data.cell.text.splice(0);
    },
    didDrawCell: (data: CellHookData) => {
      const lines = (data.cell as { savedText?: string[] }).savedText;
      if (!lines) return;
      const { cell } = data;
      const padding = cell.padding('right');
      const lineHeight = cell.styles.fontSize * 1.15;
      pdf.setFontSize(cell.styles.fontSize);
      const colour = cell.styles.textColor;
      pdf.setTextColor(...((Array.isArray(colour) ? colour : typeof colour === 'number' ? [colour, colour, colour] : [0, 0, 0]) as [number, number, number]));
      lines.forEach((line, index) => {
        const y = cell.y + cell.padding('top') + lineHeight * (index + 0.8);
        if (rightToLeft || cell.styles.halign === 'right') drawLine(pdf, line, cell.x + cell.width - padding, y, 'right', rightToLeft);
        else drawLine(pdf, line, cell.x + cell.padding('left'), y, 'left', rightToLeft);
      });
    },
  });
  pdf.save(fileName);
}
