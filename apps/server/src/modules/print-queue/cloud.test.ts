// Printers that fetch their own jobs: a restaurant adds a cloud printer and sees its token once; a
// Star CloudPRNT printer polls, fetches StarPRNT bytes (Japanese, cp932) and reports; an Epson
// Server Direct Print printer gets ePOS-Print XML and reports; each slip prints once, a failure
// comes back, and a missing, forged or other restaurant's token is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { sdpResults } from './cloud-routes.ts';
import { setupPrintQueueTest } from './test-setup.ts';

const { ctx, order, device, claimedIds, jobsOf, isPrinted, ownerA, ownerB, staffA, setRegistrationNumber } =
  await setupPrintQueueTest();

const basic = (token: string) => ({ authorization: `Basic ${Buffer.from(`printer:${token}`).toString('base64')}` });

async function addPrinter(kind: 'cloudprnt' | 'sdp', name: string, session = ownerA, more: object = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/cloud-printer',
    headers: session.headers,
    payload: { printer_name: name, kind, ...more },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id_cloud_printer: number; token: string };
}

const removePrinter = (id: number, session: typeof ownerA) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/restaurant/cloud-printer/${id}`, headers: session.headers });

/** The calls of a CloudPRNT printer holding `token`. */
const cloudPrnt = (token: string) => ({
  poll: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/printer/cloudprnt',
      headers: basic(token),
      payload: { printerMAC: '00:11:62:00:00:01', statusCode: '200 OK' },
    }),
  job: (jobToken: string, type = 'application/vnd.star.starprnt') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/printer/cloudprnt?type=${encodeURIComponent(type)}&token=${jobToken}`,
      headers: basic(token),
    }),
  report: (jobToken: string, code = '200 OK') =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/printer/cloudprnt?code=${encodeURIComponent(code)}&token=${jobToken}`,
      headers: basic(token),
    }),
});

/** A Server Direct Print request of a printer holding `token`. */
const sdp = (token: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/printer/server-direct-print',
    headers: { ...basic(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ID: 'TM-m30', ...fields }).toString(),
  });

const sdpReport = (id: number, success: boolean, code = '') =>
  `<PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${id}</printjobid></Parameter><PrintResponse><response success="${success}" code="${code}" status="251658262" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>`;

beforeEach(async () => {
  await ctx.db.deleteFrom('print_jobs').execute();
});

describe('managing cloud printers', () => {
  it('shows the token once; the list never holds it; a duplicate name and another restaurant are refused', async () => {
    const added = await addPrinter('cloudprnt', 'Kitchen');
    expect(added.token).toMatch(/^nrp_[A-Za-z0-9_-]{43}$/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/cloud-printer', headers: ownerA.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ printer_name: 'Kitchen', kind: 'cloudprnt' })]);
    expect(list.body).not.toContain(added.token);
    expect(list.body).not.toContain('token');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/cloud-printer',
      headers: ownerA.headers,
      payload: { printer_name: 'Kitchen', kind: 'sdp' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message_jp).toBe('プリンター名またはアドレスは既に存在します');

    const fromB = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/cloud-printer',
      headers: ownerB.headers,
    });
    expect(fromB.json().data).toEqual([]);
    const deleteFromB = await removePrinter(added.id_cloud_printer, ownerB);
    expect(deleteFromB.statusCode).toBe(404);
    expect((await cloudPrnt(added.token).poll()).statusCode).toBe(200);

    const deleted = await removePrinter(added.id_cloud_printer, ownerA);
    expect(deleted.statusCode).toBe(200);
    expect((await cloudPrnt(added.token).poll()).statusCode).toBe(401);
  });
});

describe('Star CloudPRNT', () => {
  it('polls, fetches the slip as StarPRNT bytes in cp932, reports it printed: printed once', async () => {
    const { token } = await addPrinter('cloudprnt', 'Star');
    const printer = cloudPrnt(token);
    expect((await printer.poll()).json()).toEqual({ jobReady: false });
    const id = await order();

    const polled = await printer.poll();
    expect(polled.json()).toMatchObject({
      jobReady: true,
      mediaTypes: ['application/vnd.star.starprnt', 'text/plain'],
    });
    const { jobToken } = polled.json();
    // It holds the job: polling again answers the same one, and a tablet gets nothing.
    expect((await printer.poll()).json().jobToken).toBe(jobToken);
    expect(claimedIds(await device('tablet').claim())).toEqual([]);

    const bytes = await printer.job(jobToken);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/vnd.star.starprnt');
    expect(bytes.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    // ラーメン in Shift_JIS (cp932).
    expect(bytes.rawPayload.includes(Buffer.from([0x83, 0x89, 0x81, 0x5b, 0x83, 0x81, 0x83, 0x93]))).toBe(true);
    expect((await printer.job(jobToken, 'text/plain')).body).toContain('ラーメン');

    expect((await printer.report(jobToken)).statusCode).toBe(200);
    expect(await isPrinted(id)).toBe(true);
    expect(await jobsOf(id)).toMatchObject([{ status: 'printed', printed_by: expect.stringMatching(/^cloud:\d+$/) }]);
    expect((await printer.poll()).json()).toEqual({ jobReady: false });
    expect((await printer.job(jobToken)).statusCode).toBe(404);
  });

  it("prints the restaurant's invoice registration number set in its profile", async () => {
    await setRegistrationNumber('T1234567890123');
    const { token } = await addPrinter('cloudprnt', 'Star with number');
    const printer = cloudPrnt(token);
    await order();
    const { jobToken } = (await printer.poll()).json();
    expect((await printer.job(jobToken, 'text/plain')).body).toContain('登録番号 T1234567890123');
    expect((await printer.report(jobToken)).statusCode).toBe(200);
  });

  it('a failed print (paper out) goes back to the queue', async () => {
    const { token } = await addPrinter('cloudprnt', 'Star 2');
    const id = await order();
    const printer = cloudPrnt(token);
    const { jobToken } = (await printer.poll()).json();
    expect((await printer.report(jobToken, '520 Paper empty')).statusCode).toBe(200);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', attempts: 1, last_error: '520 Paper empty' }]);
    expect(await isPrinted(id)).toBe(false);
    expect(claimedIds(await device('tablet').claim())).toEqual([id]);
  });

  it('a missing, forged or revoked token is refused in both languages; another restaurant’s printer gets nothing of A', async () => {
    const id = await order();
    const forged = `nrp_${'A'.repeat(43)}`;
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/api/printer/cloudprnt', payload: {} }),
      await cloudPrnt(forged).poll(),
      await cloudPrnt('not-a-token').poll(),
      await ctx.app.inject({ method: 'POST', url: '/api/printer/cloudprnt', headers: staffA.headers, payload: {} }),
      await cloudPrnt(forged).job('1'),
      await cloudPrnt(forged).report('1'),
      await sdp(forged, { ConnectionType: 'GetRequest' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'CLOUD_PRINTER_TOKEN_INVALID',
        message: 'This printer token is not valid',
        message_jp: 'このプリンターのトークンは無効です',
      });
    }
    const { token: tokenB } = await addPrinter('cloudprnt', 'B printer', ownerB);
    expect((await cloudPrnt(tokenB).poll()).json()).toEqual({ jobReady: false });
    const [job] = await jobsOf(id);
    expect((await cloudPrnt(tokenB).job(String(job?.id_print_job))).statusCode).toBe(404);
    expect((await cloudPrnt(tokenB).report(String(job?.id_print_job))).statusCode).toBe(404);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null }]);
  });
});

describe('Epson Server Direct Print', () => {
  it('answers ePOS-Print XML to GetRequest and takes the SetResponse: printed once, a failure back in the queue', async () => {
    const { token } = await addPrinter('sdp', 'TM-m30');
    expect((await sdp(token, { ConnectionType: 'GetRequest' })).body).toBe('');
    const id = await order();

    const request = await sdp(token, { ConnectionType: 'GetRequest' });
    expect(request.statusCode).toBe(200);
    expect(request.headers['content-type']).toContain('text/xml');
    const [job] = await jobsOf(id);
    const idPrintJob = Number(job?.id_print_job);
    expect(request.body).toContain(`<printjobid>${idPrintJob}</printjobid>`);
    expect(request.body).toContain('<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">');
    expect(request.body).toContain('ラーメン');

    const failed = await sdp(token, {
      ConnectionType: 'SetResponse',
      ResponseFile: sdpReport(idPrintJob, false, 'EPTR_REC_EMPTY'),
    });
    expect(failed.statusCode).toBe(200);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', last_error: 'EPTR_REC_EMPTY' }]);

    expect((await sdp(token, { ConnectionType: 'GetRequest' })).body).toContain(
      `<printjobid>${idPrintJob}</printjobid>`,
    );
    await sdp(token, { ConnectionType: 'SetResponse', ResponseFile: sdpReport(idPrintJob, true) });
    expect(await isPrinted(id)).toBe(true);
    expect((await sdp(token, { ConnectionType: 'GetRequest' })).body).toBe('');
  });

  it('reads every job of a ResponseFile', () => {
    expect(sdpResults(sdpReport(7, true) + sdpReport(8, false, 'EPTR_COVER_OPEN'))).toEqual([
      { id: 7, success: true, code: '' },
      { id: 8, success: false, code: 'EPTR_COVER_OPEN' },
    ]);
    expect(sdpResults('<nothing/>')).toEqual([]);
  });
});
