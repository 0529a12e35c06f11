// A slip as an SVG image, for the web's print preview and the virtual printer. Every line is drawn
// in a monospace font and stretched to its exact cells (textLength), so a line of full-width text
// lines up with a line of half-width text as it does on paper, whatever the font.
import { textCells } from './cells.ts';
import type { SlipDocument, SlipSize } from './slip.ts';
import { escapeXml } from './xml.ts';

/** Pixels of one cell: half-width characters are 12 × 24 dots on a receipt printer. */
const cell = { width: 12, height: 24 };
const margin = 12;
const scale: Readonly<Record<SlipSize, { x: number; y: number }>> = {
  normal: { x: 1, y: 1 },
  tall: { x: 1, y: 2 },
  large: { x: 2, y: 2 },
};

export function slipSvg(slip: SlipDocument): string {
  let y = margin;
  const texts = slip.lines.map((line) => {
    const { x: sx, y: sy } = scale[line.size];
    const body = line.text.trimStart();
    const indent = textCells(line.text) - textCells(body);
    y += cell.height * sy;
    if (body === '') return '';
    const x = margin + indent * cell.width * sx;
    const length = textCells(body) * cell.width * sx;
    return (
      `<text x="${x}" y="${y - 5 * sy}" font-size="${20 * sy}" textLength="${length}" ` +
      `lengthAdjust="spacingAndGlyphs">${escapeXml(body)}</text>`
    );
  });
  const width = slip.width * cell.width + 2 * margin;
  const height = y + margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `font-family="monospace" role="img" aria-label="slip"><rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="#000" xml:space="preserve">${texts.join('')}</g></svg>`
  );
}
