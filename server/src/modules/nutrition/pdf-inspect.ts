// Reads back what pdfkit wrote (tests only): the document info strings and the text of every page,
// decoded through each font's ToUnicode map (pdfkit embeds fonts as subsets with their own glyph
// numbering, so the raw bytes never contain the Cyrillic text itself).
import { inflateSync } from 'node:zlib';

interface PdfObject {
  head: string;
  stream?: Buffer;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const start = m.index + m[0].length;
    const endObj = s.indexOf('endobj', start);
    const streamAt = s.indexOf('stream', start);
    if (streamAt !== -1 && streamAt < endObj) {
      const head = s.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(head)?.[1] ?? 0);
      let dataStart = streamAt + 'stream'.length;
      if (s[dataStart] === '\r') dataStart += 1;
      if (s[dataStart] === '\n') dataStart += 1;
      const data = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(m[1]), {
        head,
        stream: head.includes('/FlateDecode') ? inflateSync(data) : data,
      });
      re.lastIndex = dataStart + length;
    } else {
      objects.set(Number(m[1]), { head: s.slice(start, endObj) });
    }
  }
  return objects;
}

const ref = (text: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  return m ? Number(m[1]) : null;
};

/** A PDF literal string "(...)" as text (UTF-16BE when it starts with a byte order mark). */
function literalString(raw: string): string {
  const body = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')'));
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (ch !== '\\') {
      bytes.push(ch.charCodeAt(0));
      continue;
    }
    const next = body[++i];
    const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    if (next in simple) bytes.push(simple[next]);
    else if (/[0-7]/.test(next)) {
      let oct = next;
      while (oct.length < 3 && /[0-7]/.test(body[i + 1])) oct += body[++i];
      bytes.push(parseInt(oct, 8));
    } else bytes.push(next.charCodeAt(0));
  }
  const buf = Buffer.from(bytes);
  if (buf[0] === 0xfe && buf[1] === 0xff) return buf.subarray(2).swap16().toString('utf16le');
  return buf.toString('latin1');
}

/** The document info dictionary (Title, Subject, Author...). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const objects = parseObjects(pdf);
  const trailer = pdf.toString('latin1').slice(pdf.toString('latin1').lastIndexOf('trailer'));
  const infoId = ref(trailer, 'Info');
  const info = infoId === null ? undefined : objects.get(infoId);
  const out: Record<string, string> = {};
  if (!info) return out;
  for (const [, key, id] of info.head.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const value = objects.get(Number(id));
    if (value) out[key] = literalString(value.head);
  }
  return out;
}

/** glyph code -> text, from a ToUnicode CMap (bfrange arrays or runs, and bfchar). */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, a, b, rest] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(a, 16);
      const to = parseInt(b, 16);
      if (rest.startsWith('[')) {
        const items = [...rest.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]);
        items.forEach((hex, i) => map.set(from + i, hexText(hex)));
      } else {
        const first = parseInt(rest.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1)
          map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, hex] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code, 16), hexText(hex));
  return map;
}

/** The text of every page, one line per text-showing operation. */
export function pdfText(pdf: Buffer): string {
  const objects = parseObjects(pdf);
  const lines: string[] = [];
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.head));
  for (const page of pages) {
    const resources = objects.get(ref(page.head, 'Resources') ?? -1)?.head ?? '';
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmapId = font ? ref(font.head, 'ToUnicode') : null;
      const cmap = cmapId === null ? undefined : objects.get(cmapId)?.stream;
      fonts.set(name, cmap ? parseCmap(cmap.toString('latin1')) : new Map());
    }
    const content = objects.get(ref(page.head, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    let current = new Map<number, string>();
    for (const [, fontName, array, single] of content.matchAll(
      /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (fontName) {
        current = fonts.get(fontName) ?? new Map();
        continue;
      }
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]) : [single];
      lines.push(
        hexes
          .map((hex) =>
            (hex.match(/.{4}/g) ?? [])
              .map((code) => current.get(parseInt(code, 16)) ?? '')
              .join(''),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
