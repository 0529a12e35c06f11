// A slip as a receiptline document (https://github.com/receiptline/receiptline): the server turns
// it into ESC/POS or StarPRNT bytes with the library's Japanese code pages (encoding 'cp932' or
// 'shiftjis', command 'escpos' / 'starmbcs', cpl 24 or wider). The slip is already cut to 24 cells,
// so each line is one left-aligned column ('|text'), its spaces written as '~' (receiptline trims
// the spaces around a column) and its special characters escaped; '^^' starts double height and
// '^^^' double size; a rule is receiptline's horizontal rule '-', the paper cut its '='.
import { printable } from './cells.ts';
import type { SlipDocument, SlipLine, SlipSize } from './slip.ts';

const sizeMarks: Readonly<Record<SlipSize, string>> = { normal: '', tall: '^^', large: '^^^' };

/** Characters with a meaning in receiptline text: \ | { } - = ~ _ " ` ^ — written escaped. */
const special = /[\\|{}\-=~_"`^]/g;

/** One slip line as a receiptline line. */
export function receiptlineLine(line: SlipLine): string {
  if (line.kind === 'rule') return '-';
  const text = printable(line.text)
    .replace(special, (char) => `\\${char}`)
    .replaceAll(' ', '~');
  return `|${sizeMarks[line.size]}${text}`;
}

export function slipReceiptline(slip: SlipDocument): string {
  return [...slip.lines.map(receiptlineLine), '='].join('\n');
}
