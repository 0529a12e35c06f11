// A slip as plain text, cell for cell as the paper shows it: the golden tests read it, and a
// printer without graphics or sizes could print it. A double-width (large) line is drawn with each
// character followed by its own width in spaces, so it takes the cells it takes on paper.
import { cellUnits } from './cells.ts';
import type { SlipDocument, SlipLine } from './slip.ts';

/** The text of a line as wide as it prints. */
export function printedText(line: SlipLine): string {
  if (line.size !== 'large') return line.text;
  return cellUnits(line.text)
    .map((unit) => unit.text + ' '.repeat(unit.cells))
    .join('')
    .trimEnd();
}

export function slipText(slip: SlipDocument): string {
  return slip.lines.map(printedText).join('\n');
}
