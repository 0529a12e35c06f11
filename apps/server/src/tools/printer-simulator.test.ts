// The printer simulator the web tests print to: it answers a browser's ePOS-Print SOAP request as an
// Epson TM printer does (with CORS), refuses to print while offline or out of paper, keeps every
// slip it printed; and as a Star CloudPRNT printer it fetches a real order's slip from the server.
import { slipEposXml } from '@noren/domain/printing/epos-xml';
import { layoutSlip } from '@noren/domain/printing/slip';
import { everything, line, order, restaurant } from '@noren/domain/printing/slip-fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { setupPrintQueueTest } from '../modules/print-queue/test-setup.ts';
import { eposText, type PrintedSlip, startPrinterSimulator } from './printer-simulator.ts';

const slip = layoutSlip(order([line('ラーメン', 2, 800)]), restaurant, everything);
if (!slip) throw new Error('the fixture prints');
const envelope = (document: string, job = '') =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">${
    job
      ? `<s:Header><parameter xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><printjobid>${job}</printjobid></parameter></s:Header>`
      : ''
  }<s:Body>${document}</s:Body></s:Envelope>`;

const simulator = await startPrinterSimulator();
afterAll(() => simulator.close());

const post = (body: string) =>
  fetch(`${simulator.url}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '""', origin: 'http://tablet.example' },
    body,
  });

describe('the ePOS-Print printer', () => {
  it('lets a page of another origin post to it', async () => {
    const preflight = await fetch(`${simulator.url}/cgi-bin/epos/service.cgi`, {
      method: 'OPTIONS',
      headers: { origin: 'http://tablet.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('SOAPAction');
  });

  it('prints a slip once per request, with its order and job, and serves the record', async () => {
    const answer = await post(envelope(slipEposXml(slip), 'o41j7'));
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.text()).toContain('<response success="true" code="" status="2"');
    const record = (await (await fetch(`${simulator.url}/slips`)).json()) as PrintedSlip[];
    expect(record).toEqual([
      expect.objectContaining({ id_food_order: 41, id_print_job: 7, reprint: false, via: 'epos' }),
    ]);
    expect(record[0]?.text.split('\n')).toEqual(slip.lines.map((each) => each.text));
  });

  it('answers a status check without printing, and says offline or out of paper', async () => {
    await fetch(`${simulator.url}/slips`, { method: 'DELETE' });
    const check = envelope('<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/>');
    expect(await (await post(check)).text()).toContain('success="true"');
    for (const [state, code] of [
      ['paper-empty', 'EPTR_REC_EMPTY'],
      ['offline', 'EPTR_AUTOMATICAL'],
    ] as const) {
      const told = await fetch(`${simulator.url}/state`, { method: 'POST', body: JSON.stringify({ state }) });
      expect(told.status).toBe(200);
      const refused = await (await post(envelope(slipEposXml(slip), 'o42j8'))).text();
      expect(refused).toContain(`success="false" code="${code}"`);
    }
    simulator.state = 'online';
    expect(simulator.slips).toEqual([]);
    expect((await fetch(`${simulator.url}/state`, { method: 'POST', body: '{"state":"on fire"}' })).status).toBe(400);
  });

  it('reads back the text of an ePOS document (entities, full-width text)', () => {
    expect(
      eposText('<epos-print><text>A &amp; B&#10;</text><text dw="true"/><text>注文&#x3042;&#10;</text></epos-print>'),
    ).toBe('A & B\n注文あ');
  });
});

describe('the CloudPRNT printer', () => {
  it("prints a real order's slip from the server with its token, once", async () => {
    const { ctx, order: placeOrder, ownerA } = await setupPrintQueueTest();
    await ctx.db.deleteFrom('print_jobs').execute();
    const origin = await ctx.listen();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/cloud-printer',
      headers: ownerA.headers,
      payload: { printer_name: 'Kitchen', kind: 'cloudprnt' },
    });
    const { token } = added.json().data as { token: string };
    const idFoodOrder = await placeOrder();
    const cloud = await startPrinterSimulator({ cloudprnt: { origin, token, intervalMs: 50 } });
    try {
      await expect.poll(() => cloud.slips.length, { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cloud.slips).toHaveLength(1);
      expect(cloud.slips[0]).toMatchObject({ via: 'cloudprnt', reprint: false });
      expect(cloud.slips[0]?.text).toContain('ラーメン');
      const printed = await ctx.db
        .selectFrom('order_prints')
        .select('is_printed')
        .where('id_food_order', '=', idFoodOrder)
        .executeTakeFirst();
      expect(printed?.is_printed).toBe(true);
    } finally {
      await cloud.close();
    }
  });
});
