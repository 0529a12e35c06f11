// Character cells of a receipt printer line (spec 3 §9: 24 cells, double-width characters count
// 2). Japanese printers print in a Shift_JIS code page: every character that is double-byte there
// is printed full-width. So East Asian Wide and Fullwidth characters take 2 cells, half-width
// katakana 1, combining marks and format characters 0, and the Ambiguous characters that
// Shift_JIS holds as double-byte (× ÷ ° § ※ Greek, Cyrillic, arrows, box drawing, ①…) 2 as well:
// counting them 2 can only make a line shorter than it could be, never wider than the paper.

type Range = readonly [number, number];

/** East Asian Wide (W) and Fullwidth (F) blocks (Unicode EastAsianWidth.txt, grouped). */
const wideRanges: readonly Range[] = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x2e80, 0x303e], // CJK radicals … CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6], // fullwidth signs
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff], // Tangut
  [0x1b000, 0x1b2ff], // Kana supplement and extensions
  [0x20000, 0x2fffd], // CJK extensions B–F
  [0x30000, 0x3fffd], // CJK extension G and later
];

/** Ambiguous (A) characters that are double-byte in Shift_JIS (JIS X 0208), so printed full-width. */
const ambiguousWideRanges: readonly Range[] = [
  [0x00a7, 0x00a8], // § ¨
  [0x00b0, 0x00b1], // ° ±
  [0x00b4, 0x00b4], // ´
  [0x00b6, 0x00b6], // ¶
  [0x00d7, 0x00d7], // ×
  [0x00f7, 0x00f7], // ÷
  [0x0391, 0x03a9], // Greek capitals
  [0x03b1, 0x03c9], // Greek small letters
  [0x0401, 0x0401],
  [0x0410, 0x044f], // Cyrillic
  [0x0451, 0x0451],
  [0x2010, 0x2010], // ‐
  [0x2013, 0x2016], // – — ― ‖
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2020, 0x2022], // † ‡ •
  [0x2024, 0x2027], // ‥ …
  [0x2030, 0x2030], // ‰
  [0x2032, 0x2033], // ′ ″
  [0x2035, 0x2035],
  [0x203b, 0x203b], // ※
  [0x203e, 0x203e],
  [0x2103, 0x2103], // ℃
  [0x2109, 0x2109],
  [0x2116, 0x2116], // №
  [0x2121, 0x2122], // ℡ ™
  [0x2160, 0x216b], // Ⅰ…Ⅻ
  [0x2170, 0x2179], // ⅰ…ⅹ
  [0x2190, 0x2199], // arrows
  [0x21d2, 0x21d2], // ⇒
  [0x21d4, 0x21d4], // ⇔
  [0x2200, 0x22ff], // mathematical operators
  [0x2312, 0x2312],
  [0x2460, 0x24ff], // ①… enclosed alphanumerics
  [0x2500, 0x257f], // box drawing
  [0x25a0, 0x25ff], // ■ □ ▲ △ ◆ ○ ●
  [0x2600, 0x26ff], // ★ ☆ ♀ ♂ ♪
];

/** Half-width forms that follow the fullwidth block: half-width katakana and Hangul, 1 cell. */
const halfWidthForms: Range = [0xff61, 0xffdc];
/** Hangul Jamo vowels and finals combine with the initial before them. */
const hangulJamoMedials: Range = [0x1160, 0x11ff];

const zeroWidth = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]$/u;
const emoji = /^\p{Emoji_Presentation}$/u;

const inRanges = (code: number, ranges: readonly Range[]) =>
  ranges.some(([first, last]) => first <= code && code <= last);
const inRange = (code: number, [first, last]: Range) => first <= code && code <= last;

/** The cells one code point takes on the printer: 0, 1 or 2. */
export function cellWidth(char: string): 0 | 1 | 2 {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x7f) return code < 0x20 ? 0 : 1;
  if (zeroWidth.test(char) || inRange(code, hangulJamoMedials)) return 0;
  if (inRange(code, halfWidthForms)) return 1;
  if (inRanges(code, wideRanges) || inRanges(code, ambiguousWideRanges) || emoji.test(char)) return 2;
  return 1;
}

/** A printed character: one code point with the zero-width marks that follow it (never split). */
export interface CellUnit {
  text: string;
  cells: number;
}

/** The text as printed characters, each with its cells; control characters are dropped. */
export function cellUnits(text: string): CellUnit[] {
  const units: CellUnit[] = [];
  for (const char of printable(text)) {
    const cells = cellWidth(char);
    const previous = units.at(-1);
    if (cells === 0 && previous) previous.text += char;
    else if (cells > 0) units.push({ text: char, cells });
  }
  return units;
}

/** The text without control characters: a printer would act on them, not print them. */
export function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, '');
}

/** The cells a text takes. */
export function textCells(text: string): number {
  let cells = 0;
  for (const char of text) cells += cellWidth(char);
  return cells;
}

const spaces = (count: number) => ' '.repeat(Math.max(0, count));

export function padEndCells(text: string, width: number): string {
  return text + spaces(width - textCells(text));
}

export function padStartCells(text: string, width: number): string {
  return spaces(width - textCells(text)) + text;
}

/** Centred in `width` cells; an odd spare cell goes to the right. */
export function centerCells(text: string, width: number): string {
  return spaces(Math.floor((width - textCells(text)) / 2)) + text;
}

/**
 * The text cut into lines of at most `width` cells (width ≥ 2, so a double-width character always
 * fits a line). A line breaks at its last space when the next word does not fit, otherwise before
 * the character that does not fit — Japanese has no spaces and may break between any two
 * characters, and a word longer than a line is cut. Line breaks in the text are kept; spaces at a
 * break are dropped. An empty text gives no line.
 */
export function wrapCells(text: string, width: number): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((paragraph) => wrapParagraph(paragraph.trim(), width));
}

function wrapParagraph(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line: CellUnit[] = [];
  let used = 0;
  for (const unit of cellUnits(paragraph)) {
    if (unit.text === ' ' && used + 1 > width) {
      lines.push(joinUnits(line));
      line = [];
      used = 0;
      continue;
    }
    if (used + unit.cells > width) {
      const lastSpace = line.findLastIndex((kept) => kept.text === ' ');
      const carried = lastSpace > 0 ? line.slice(lastSpace + 1) : [];
      lines.push(joinUnits(lastSpace > 0 ? line.slice(0, lastSpace) : line));
      line = carried;
      used = carried.reduce((sum, kept) => sum + kept.cells, 0);
    }
    if (unit.text === ' ' && line.length === 0) continue;
    line.push(unit);
    used += unit.cells;
  }
  if (line.length > 0) lines.push(joinUnits(line));
  return lines;
}

const joinUnits = (units: readonly CellUnit[]) =>
  units
    .map((unit) => unit.text)
    .join('')
    .trimEnd();

/**
 * Wrapped with a hanging indent: the first line starts with `first`, the next ones with `rest`
 * (both spaces or a mark), each within `width` cells.
 */
export function wrapIndented(text: string, width: number, first: string, rest: string): string[] {
  const indent = Math.max(textCells(first), textCells(rest));
  return wrapCells(text, width - indent).map((line, index) => (index === 0 ? first : rest) + line);
}

const oneLine = (text: string) => printable(text.replace(/[\r\n]+/g, ' '));

/**
 * `left` and `right` on one line of `width` cells, `right` flush right with at least one space
 * between; when both do not fit, `left` wraps and `right` goes flush right on a line of its own.
 * Both are one-line values: a line break in them is printed as a space.
 */
export function spreadCells(leftText: string, rightText: string, width: number): string[] {
  const left = oneLine(leftText);
  const right = oneLine(rightText);
  const gap = width - textCells(left) - textCells(right);
  if (right === '' && gap >= 0) return [left];
  if (right !== '' && gap >= 1) return [left + spaces(gap) + right];
  const indent = spaces(left.length - left.trimStart().length);
  const lefts = wrapIndented(left.trimStart(), width, indent, indent);
  return right === '' ? lefts : [...lefts, padStartCells(right, width)];
}
