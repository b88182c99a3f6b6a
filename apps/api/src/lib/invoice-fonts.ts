/**
 * The fonts the PDF invoice (lib/invoice.ts) is written in, so that a name shows in the script it is written in:
 * Noto Sans for Latin (English, Malay, a romanised name), Noto Sans SC for Chinese characters and Noto Sans Tamil
 * for Tamil, each regular and bold.
 *
 * They come from the @fontsource packages, in version 4: its packages ship each whole font, one WOFF file per
 * weight (`…-all-400-normal.woff`), where version 5 splits a font into unicode-range slices (a hundred for Noto
 * Sans SC) for browsers to fetch the few they need. pdfkit embeds only the glyphs a PDF uses (a subset), so each
 * invoice carries a few kilobytes of Latin and Tamil and, with Chinese, about 40 kB per weight of Noto Sans SC
 * (its CFF subset keeps the font's subroutine table).
 *
 * The files are read, unpacked (WOFF 1 is zlib-compressed sfnt tables) and parsed by fontkit once per process, on
 * the first invoice; every PDF after that embeds the same parsed fonts. fontkit would unpack a WOFF table again each
 * time it reads it (each glyph of a subset), hence the unpacking here.
 *
 * {@link scriptRuns} cuts a text into runs of one font: Chinese characters (with CJK punctuation and full-width
 * forms) in Noto Sans SC, Tamil in Noto Sans Tamil, anything else in Noto Sans; spaces, digits and punctuation go
 * with the words next to them (up to a space with the word before, after it with the word after), and joiners and
 * combining marks with the character before them. A character the chosen font lacks goes to the first of the three that has
 * it, so nothing shows as an empty box that one of them could show. fontkit shapes each run (Tamil's vowel signs
 * and conjuncts by its Indic shaper).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

import * as fontkit from 'fontkit';

const inflateAsync = promisify(inflate);
const require = createRequire(import.meta.url);

/** The scripts the invoice has a font for. */
export const INVOICE_SCRIPTS = ['latin', 'sc', 'tamil'] as const;
export type InvoiceScript = (typeof INVOICE_SCRIPTS)[number];

export const INVOICE_WEIGHTS = ['regular', 'bold'] as const;
export type InvoiceWeight = (typeof INVOICE_WEIGHTS)[number];

/** The name a font is registered under in a PDF document: `sc-bold`. */
export type InvoiceFontName = `${InvoiceScript}-${InvoiceWeight}`;

const FILES: Record<InvoiceScript, { pkg: string; file: string }> = {
  latin: { pkg: '@fontsource/noto-sans', file: 'noto-sans' },
  sc: { pkg: '@fontsource/noto-sans-sc', file: 'noto-sans-sc' },
  tamil: { pkg: '@fontsource/noto-sans-tamil', file: 'noto-sans-tamil' },
};

const WEIGHT_FILES: Record<InvoiceWeight, number> = { regular: 400, bold: 700 };

export type InvoiceFonts = Readonly<Record<InvoiceFontName, fontkit.Font>>;

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** The sfnt (TrueType or OpenType) font a WOFF 1 file holds: its tables unpacked, in the same order. */
export async function woffToSfnt(woff: Buffer): Promise<Buffer> {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, index) => {
      const at = 44 + index * 20;
      const offset = woff.readUInt32BE(at + 4);
      const compLength = woff.readUInt32BE(at + 8);
      const origLength = woff.readUInt32BE(at + 12);
      const stored = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflateAsync(stored) : stored;
      if (data.length !== origLength) throw new Error('a WOFF table does not unpack to its length');
      return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
    }),
  );
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerLength));
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + 16 * index;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

async function loadFont(script: InvoiceScript, weight: InvoiceWeight): Promise<fontkit.Font> {
  const { pkg, file } = FILES[script];
  const path = require.resolve(`${pkg}/files/${file}-all-${String(WEIGHT_FILES[weight])}-normal.woff`);
  const font = fontkit.create(await woffToSfnt(await readFile(path)));
  if (!('layout' in font)) throw new Error(`${path} is a font collection`);
  return font;
}

async function loadFonts(): Promise<InvoiceFonts> {
  const entries = await Promise.all(
    INVOICE_SCRIPTS.flatMap((script) =>
      INVOICE_WEIGHTS.map(async (weight) => [`${script}-${weight}`, await loadFont(script, weight)] as const),
    ),
  );
  return Object.fromEntries(entries) as Record<InvoiceFontName, fontkit.Font>;
}

let loading: Promise<InvoiceFonts> | undefined;

/** The invoice's fonts, loaded on the first call and kept for the life of the process. */
export function invoiceFonts(): Promise<InvoiceFonts> {
  loading ??= loadFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Chinese characters, Bopomofo, CJK symbols and punctuation, and full-width forms. */
const CHINESE = /[\p{Script=Han}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const TAMIL = /\p{Script=Tamil}/u;
/** Characters of no one script: spaces, digits, punctuation. */
const NEUTRAL = /\p{Script=Common}/u;
/** Joiners and combining marks, which belong to the character before them whatever the font. */
const INHERITED = /\p{Script=Inherited}/u;

/** A stretch of text written in one of the invoice's fonts. */
export interface ScriptRun {
  script: InvoiceScript;
  text: string;
}

/** The script a character asks for, or null for one of no script (see {@link scriptRuns}). */
function strongScript(character: string): InvoiceScript | null {
  if (CHINESE.test(character)) return 'sc';
  if (TAMIL.test(character)) return 'tamil';
  if (NEUTRAL.test(character) || INHERITED.test(character)) return null;
  return 'latin';
}

/** `text` cut into runs by script: see the module's comment. */
export function scriptRuns(text: string, fonts: InvoiceFonts): ScriptRun[] {
  // By code point: a font has a glyph for a code point; joiners and marks are put with what they follow below.
  const characters = Array.from(text);
  const strong = characters.map(strongScript);
  const has = (script: InvoiceScript, character: string) =>
    fonts[`${script}-regular`].hasGlyphForCodePoint(character.codePointAt(0) ?? 0);
  const runs: ScriptRun[] = [];
  let before: InvoiceScript | null = null;
  characters.forEach((character, index) => {
    const current = runs.at(-1);
    if (current && INHERITED.test(character)) {
      current.text += character;
      return;
    }
    let script = strong[index] ?? null;
    if (script === null) {
      // A stretch of spaces, digits and punctuation: up to its last space with the script before it, after that
      // with the script after it (`எண்: ` Tamil, `201912345K` Latin), so fonts change where words do.
      let end = index;
      while (end < characters.length && strong[end] === null) end++;
      const after = strong[end] ?? null;
      const lastSpace = characters.slice(index, end).findLastIndex((next) => /\s/u.test(next));
      script = (lastSpace >= 0 ? (before ?? after) : (after ?? before)) ?? 'latin';
    } else {
      before = script;
    }
    if (!has(script, character)) script = INVOICE_SCRIPTS.find((other) => has(other, character)) ?? script;
    if (current?.script === script) current.text += character;
    else runs.push({ script, text: character });
  });
  return runs;
}
