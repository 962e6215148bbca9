// Reads what the server's PDFs say (helper of nutrition.spec.ts): pdfkit embeds DejaVu as subset
// fonts, so page text is hex glyph ids mapped back to Unicode by each font's ToUnicode CMap, and
// the document info strings (Title) are UTF-16BE literals.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  head: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endobj', start);
    const streamAt = s.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      out.set(Number(m[1]), { head: s.slice(start, end) });
      continue;
    }
    const head = s.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(head)?.[1] ?? 0);
    let from = streamAt + 'stream'.length;
    if (s[from] === '\r') from += 1;
    if (s[from] === '\n') from += 1;
    const raw = pdf.subarray(from, from + length);
    out.set(Number(m[1]), { head, stream: head.includes('/FlateDecode') ? inflateSync(raw) : raw });
    re.lastIndex = from + length;
  }
  return out;
}

const refTo = (text: string, key: string): number | null => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  return m ? Number(m[1]) : null;
};

/** A PDF string, literal "(...)" or hex "<...>", as text (UTF-16BE after a byte order mark). */
function pdfString(raw: string): string {
  let bytes: number[] = [];
  const hex = /^\s*<([0-9a-fA-F\s]*)>/.exec(raw);
  if (hex) {
    bytes = (hex[1].replace(/\s/g, '').match(/../g) ?? []).map((h) => parseInt(h, 16));
  } else {
    const body = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')'));
    const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    for (let i = 0; i < body.length; i += 1) {
      if (body[i] !== '\\') {
        bytes.push(body.charCodeAt(i));
        continue;
      }
      const next = body[++i];
      if (next in simple) bytes.push(simple[next]);
      else if (/[0-7]/.test(next)) {
        let oct = next;
        while (oct.length < 3 && /[0-7]/.test(body[i + 1])) oct += body[++i];
        bytes.push(parseInt(oct, 8));
      } else bytes.push(next.charCodeAt(0));
    }
  }
  const buf = Buffer.from(bytes);
  return buf[0] === 0xfe && buf[1] === 0xff
    ? Buffer.from(buf.subarray(2)).swap16().toString('utf16le')
    : buf.toString('latin1');
}

/** The document's Title from its info dictionary. */
export function pdfTitle(pdf: Buffer): string {
  const all = objects(pdf);
  const s = pdf.toString('latin1');
  const infoId = refTo(s.slice(s.lastIndexOf('trailer')), 'Info');
  const info = infoId === null ? undefined : all.get(infoId);
  if (!info) return '';
  const inline = /\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F\s]*>)/.exec(info.head);
  if (inline) return pdfString(inline[1]);
  const id = refTo(info.head, 'Title');
  const value = id === null ? undefined : all.get(id);
  return value ? pdfString(value.head.trim()) : '';
}

function cmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
  for (const [, block] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, a, b, rest] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(a, 16);
      if (rest.startsWith('[')) {
        [...rest.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((x, i) => map.set(from + i, utf16(x[1])));
      } else {
        const first = parseInt(rest.slice(1, -1), 16);
        for (let c = from; c <= parseInt(b, 16); c += 1)
          map.set(c, String.fromCharCode(first + c - from));
      }
    }
  }
  for (const [, block] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, hex] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code, 16), utf16(hex));
  return map;
}

/** The text of every page: one line per text-showing operator. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const lines: string[] = [];
  for (const page of [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.head))) {
    const resources = all.get(refTo(page.head, 'Resources') ?? -1)?.head ?? page.head;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = all.get(Number(id));
      const toUnicode = font ? refTo(font.head, 'ToUnicode') : null;
      const stream = toUnicode === null ? undefined : all.get(toUnicode)?.stream;
      fonts.set(name, stream ? cmap(stream.toString('latin1')) : new Map());
    }
    const content = all.get(refTo(page.head, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    let font = new Map<number, string>();
    for (const [, fontName, array, single] of content.matchAll(
      /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (fontName) {
        font = fonts.get(fontName) ?? new Map();
        continue;
      }
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]) : [single];
      lines.push(
        hexes
          .map((hex) =>
            (hex.match(/.{4}/g) ?? []).map((c) => font.get(parseInt(c, 16)) ?? '').join(''),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
