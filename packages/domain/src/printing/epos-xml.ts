// A slip as an Epson ePOS-Print XML document, which the browser posts to a TM printer on the LAN
// (http://{printer}/cgi-bin/epos/service.cgi). Each size change is one <text> with dw/dh; each line
// ends with a line feed; the paper is fed and cut at the end.
import type { SlipDocument, SlipSize } from './slip.ts';
import { escapeXml } from './xml.ts';

const sizeAttributes: Readonly<Record<SlipSize, string>> = {
  normal: 'dw="false" dh="false"',
  tall: 'dw="false" dh="true"',
  large: 'dw="true" dh="true"',
};

export function slipEposXml(slip: SlipDocument): string {
  const body: string[] = ['<text lang="ja" smooth="true"/>'];
  let size: SlipSize = 'normal';
  for (const line of slip.lines) {
    if (line.size !== size) {
      size = line.size;
      body.push(`<text ${sizeAttributes[size]}/>`);
    }
    body.push(`<text>${escapeXml(line.text)}&#10;</text>`);
  }
  if (size !== 'normal') body.push(`<text ${sizeAttributes.normal}/>`);
  body.push('<feed line="3"/>', '<cut type="feed"/>');
  return `<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">${body.join('')}</epos-print>`;
}
