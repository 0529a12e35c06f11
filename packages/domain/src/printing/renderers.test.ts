// The renderers draw the one slip layout: ePOS-Print XML for TM printers, receiptline for ESC/POS
// and StarPRNT, and the SVG preview — each golden, and each escaping what the order's texts hold.
import { describe, expect, it } from 'vitest';
import { slipEposXml } from './epos-xml.ts';
import { slipReceiptline } from './receiptline.ts';
import { layoutSlip, type SlipDocument } from './slip.ts';
import { everything, line, order, restaurant } from './slip-fixtures.ts';
import { slipSvg } from './svg.ts';
import { slipText } from './text.ts';

const tricky = 'Fish & Chips <L> "A|B" {x} ~_^`\\ -=';
const subject = order([line(tricky, 1, 800, { options: [['Size', 'Large', 100]] }), line('唐揚げ', 2, 500)], {
  total_price_detail: {
    subtotal: 1900,
    option_total: 100,
    service_fee: 0,
    service_fee_rate: 0,
    tax: 152,
    tax_rate: 8,
    shipping_fee: 0,
    total: 2052,
  },
});

function slip(): SlipDocument {
  const laidOut = layoutSlip(subject, restaurant, { ...everything, reprint: true });
  if (laidOut === null) throw new Error('no slip');
  return laidOut;
}

describe('slipEposXml', () => {
  it('draws the slip as an ePOS-Print document', async () => {
    const xml = slipEposXml(slip());
    await expect(xml.replaceAll('><', '>\n<')).toMatchFileSnapshot('./__golden__/take-out.epos.xml');
  });

  it('escapes the order’s texts and sizes large lines with dw and dh', () => {
    const xml = slipEposXml(slip());
    expect(xml).toMatch(/^<epos-print xmlns="http:\/\/www\.epson-pos\.com\/schemas\/2011\/03\/epos-print">/);
    expect(xml).toContain('<text>Fish &amp; Chips &lt;L&gt; &quot;A|B&quot;&#10;</text><text>{x} ~_^`\\ -= ※&#10;');
    expect(xml).not.toContain('<L>');
    expect(xml).toContain('<text dw="true" dh="true"/><text>テイクアウト&#10;</text>');
    expect(xml).toMatch(/<cut type="feed"\/><\/epos-print>$/);
  });
});

describe('slipReceiptline', () => {
  it('draws the slip as a receiptline document', async () => {
    await expect(slipReceiptline(slip())).toMatchFileSnapshot('./__golden__/take-out.receiptline.txt');
  });

  it('escapes receiptline’s special characters and keeps every space', () => {
    const lines = slipReceiptline(slip()).split('\n');
    expect(lines).toContain('|Fish~&~Chips~<L>~\\"A\\|B\\"');
    expect(lines).toContain('|\\{x\\}~\\~\\_\\^\\`\\\\~\\-\\=~※');
    expect(lines).toContain('|^^^テイクアウト');
    expect(lines).toContain('|~~×~2~~~~~~~~~~~1,000円');
    expect(lines.at(-1)).toBe('=');
  });
});

describe('slipSvg', () => {
  it('draws each printed line as text stretched to its cells, escaped', () => {
    const svg = slipSvg(slip());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 312 /);
    expect(svg).toContain('>Fish &amp; Chips &lt;L&gt; &quot;A|B&quot;');
    expect(svg).not.toContain('<L>');
    // A full rule is 24 cells of 12 px.
    expect(svg).toContain('textLength="288"');
    expect(svg.match(/<text /g)).toHaveLength(slip().lines.filter((entry) => entry.text.trim() !== '').length);
  });
});

describe('slipText', () => {
  it('draws large lines at their printed width', () => {
    expect(slipText(slip()).split('\n')).toContain('テ  イ  ク  ア  ウ  ト');
  });
});
