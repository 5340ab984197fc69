import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that Chromium printed (page.pdf()) or jsPDF wrote (an export), line by line, read
 * without a PDF library: the page content streams are inflated, each shown string is mapped through its
 * font's ToUnicode map to characters (a literal string in a standard font is read as it is), and a text
 * run that starts lower on the page starts a new line. Enough for a journey to check what a printed
 * receipt or an export says; not a general PDF reader (no object streams, no encrypted files).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = objectPattern.exec(raw); match; match = objectPattern.exec(raw)) {
    const body = match[2]!;
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf(body) + streamAt + body.slice(streamAt).match(/stream\r?\n/)![0].length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const bytes = pdf.subarray(start, start + length);
    objects.set(match[1]!, { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes });
  }

  // Font resource name (/F4) -> its ToUnicode map. Chromium names each font once per document.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!fontDict) continue;
    for (const [, name, ref] of fontDict[1]!.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap && !fonts.has(name!)) fonts.set(name!, parseCMap(cmap.toString('latin1')));
    }
  }

  const pages = [...objects.values()].filter(({ dict }) => /\/Type\s*\/Page\b/.test(dict));
  const lines: string[] = [];
  for (const page of pages) {
    for (const [, ref] of (/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)) {
      const content = objects.get(ref!)?.stream;
      if (content) lines.push(...showText(content.toString('latin1'), fonts));
    }
  }
  return lines.join('\n');
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(from!, 16), unicode(to!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, to, list] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const first = parseInt(low!, 16);
      const last = parseInt(high!, 16);
      if (to) {
        const base = parseInt(to, 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCodePoint(base + code - first));
      } else {
        [...list!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, each], index) => map.set(first + index, unicode(each!)));
      }
    }
  }
  return map;
}

/** The strings a content stream shows, one line per baseline (a lower y starts a new line). */
function showText(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let line = '';
  let font = new Map<number, string>();
  let y: number | null = null;
  const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join('');
  const tokens = /\/([\w.+-]+)\s+[\d.]+\s+Tf|([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+Tm|([-\d.]+)\s+([-\d.]+)\s+T[dD]|<([0-9a-fA-F]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\(((?:[^()\\]|\\.)*)\)\s*Tj/g;
  const moveTo = (nextY: number) => {
    if (y !== null && Math.abs(nextY - y) > 0.5) {
      lines.push(line.trimEnd());
      line = '';
    } else if (line && !line.endsWith(' ')) line += ' ';
    y = nextY;
  };
  for (const token of content.matchAll(tokens)) {
    if (token[1]) font = fonts.get(token[1]) ?? new Map();
    else if (token[2] !== undefined) moveTo(Number(token[7]));
    else if (token[8] !== undefined) moveTo((y ?? 0) + Number(token[9]));
    else if (token[10] !== undefined) line += decode(token[10]);
    else if (token[11] !== undefined) line += [...token[11].matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decode(hex!)).join('');
    // A literal string in a standard font (jsPDF's Helvetica): its bytes are the letters, backslash escapes aside.
    else if (token[12] !== undefined) line += token[12].replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) => (/^[0-7]+$/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped));
  }
  if (line) lines.push(line.trimEnd());
  return lines.filter((text) => text.length > 0);
}
