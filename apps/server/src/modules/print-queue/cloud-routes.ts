// Paths of the cloud printers (issue 10), under /api:
//   GET    restaurant/cloud-printer                   the restaurant's cloud printers (no tokens)
//   POST   restaurant/cloud-printer                   add one: answers its token, once
//   DELETE restaurant/cloud-printer/{id}              remove one (its token stops working)
//   POST   printer/cloudprnt                          Star CloudPRNT poll → {jobReady, mediaTypes, jobToken}
//   GET    printer/cloudprnt?type&token               the job's bytes (StarPRNT, Japanese) or text
//   DELETE printer/cloudprnt?code&token               the printer's report: printed (2xx code) or not
//   POST   printer/server-direct-print                Epson Server Direct Print: GetRequest → ePOS-Print
//                                                     XML, SetResponse → the printer's report
// The printer paths are authenticated by the printer's own token (HTTP Basic password).

import { printListSchema } from '@noren/domain/orders/schemas';
import { slipEposXml } from '@noren/domain/printing/epos-xml';
import { slipReceiptline } from '@noren/domain/printing/receiptline';
import { slipText } from '@noren/domain/printing/text';
import { idParam, optionalText, text } from '@noren/domain/zod-blocks';
import receiptline from 'receiptline';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createCloudPrinters } from './cloud-printers.ts';

const can = {
  manage: access.restaurant('printer'),
  printer: access.public("a cloud printer: the handler checks the printer's own token (HTTP Basic password)"),
};

const newPrinterSchema = printListSchema
  .pick({ list_categories: true, is_get_free_food_order: true })
  .extend({ printer_name: text(100, { min: 1 }), kind: z.enum(['cloudprnt', 'sdp']) });

/** The media types a CloudPRNT printer may ask for: StarPRNT with Japanese (cp932) text, or plain text. */
const starPrnt = 'application/vnd.star.starprnt';
const plainText = 'text/plain';
const jobToken = z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), idParam);

const cloudPrntPoll = z.object({ printerMAC: optionalText(64), statusCode: optionalText(200) });
const cloudPrntJob = z.object({ type: z.enum([starPrnt, plainText]).default(starPrnt), token: jobToken });
const cloudPrntReport = z.object({ code: text(200), token: jobToken });
const sdpRequest = z.object({
  ConnectionType: z.enum(['GetRequest', 'SetResponse']),
  ResponseFile: z.string().max(100_000).optional(),
});

/** One job's result in an SDP ResponseFile: its print job id and whether the printer printed it. */
export function sdpResults(responseFile: string): { id: number; success: boolean; code: string }[] {
  return [...responseFile.matchAll(/<ePOSPrint>([\s\S]*?)<\/ePOSPrint>/g)].flatMap(([, part = '']) => {
    const id = /<printjobid>\s*(\d{1,15})\s*<\/printjobid>/.exec(part)?.[1];
    const response = /<response\b[^>]*>/.exec(part)?.[0] ?? '';
    if (!id) return [];
    return [
      {
        id: Number(id),
        success: /\bsuccess="true"/.test(response),
        // Epson's codes are short names (EPTR_REC_EMPTY); anything else is not kept.
        code: /\bcode="([\w .:-]{0,100})"/.exec(response)?.[1] ?? '',
      },
    ];
  });
}

/** The SDP answer carrying one job: its ePOS-Print document, its id echoed back in the report. */
const sdpPrintRequest = (idPrintJob: number, eposXml: string) =>
  `<?xml version="1.0" encoding="utf-8"?>
<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><timeout>10000</timeout><printjobid>${idPrintJob}</printjobid></Parameter><PrintData>${eposXml}</PrintData></ePOSPrint></PrintRequestInfo>`;

export const cloudPrinterRoutes: ModuleRoutes = (deps) => async (app) => {
  const route = routesOf(app, ['print-queue']);
  const printers = createCloudPrinters(deps);
  // Server Direct Print posts its fields as an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route.get(
    '/restaurant/cloud-printer',
    { access: can.manage, summary: "The restaurant's cloud printers", list: true },
    ({ request }) => printers.list(requireRestaurant(request).id_restaurant),
  );

  route.post(
    '/restaurant/cloud-printer',
    {
      access: can.manage,
      summary: 'Add a cloud printer (CloudPRNT or Server Direct Print); its token is answered only now',
      body: newPrinterSchema,
      created: 'CLOUD_PRINTER_CREATED',
    },
    ({ body, request }) => printers.create(requireRestaurant(request).id_restaurant, body),
  );

  route.delete(
    '/restaurant/cloud-printer/:id_cloud_printer',
    {
      access: can.manage,
      summary: 'Remove a cloud printer',
      params: z.object({ id_cloud_printer: idParam }),
      code: 'CLOUD_PRINTER_DELETED',
      noData: true,
    },
    ({ params, request }) => printers.remove(requireRestaurant(request).id_restaurant, params.id_cloud_printer),
  );

  route.post(
    '/printer/cloudprnt',
    { access: can.printer, summary: 'Star CloudPRNT poll', body: cloudPrntPoll },
    async ({ request, reply }) => {
      const printer = await printers.authenticate(request);
      const job = await printers.nextJob(printer);
      const answer =
        job === null
          ? { jobReady: false }
          : { jobReady: true, mediaTypes: [starPrnt, plainText], jobToken: String(job) };
      return reply.send(answer);
    },
  );

  route.get(
    '/printer/cloudprnt',
    { access: can.printer, summary: 'Star CloudPRNT job', query: cloudPrntJob },
    async ({ query, request, reply }) => {
      const printer = await printers.authenticate(request);
      const slip = await printers.slipOf(printer, query.token);
      if (query.type === plainText) return reply.type('text/plain; charset=utf-8').send(slipText(slip));
      const commands = receiptline.transform(slipReceiptline(slip), {
        cpl: 24,
        encoding: 'cp932',
        command: 'starmbcs',
      });
      return reply.type(starPrnt).send(Buffer.from(commands, 'binary'));
    },
  );

  route.delete(
    '/printer/cloudprnt',
    { access: can.printer, summary: 'Star CloudPRNT report (printed when the code is 2xx)', query: cloudPrntReport },
    async ({ query, request, reply }) => {
      const printer = await printers.authenticate(request);
      const printed = query.code.startsWith('2');
      await printers.finish(printer, query.token, printed, printed ? undefined : query.code);
      return reply.send({});
    },
  );

  route.post(
    '/printer/server-direct-print',
    { access: can.printer, summary: 'Epson Server Direct Print (GetRequest / SetResponse)', body: sdpRequest },
    async ({ body, request, reply }) => {
      const printer = await printers.authenticate(request);
      reply.type('text/xml; charset=utf-8');
      if (body.ConnectionType === 'SetResponse') {
        for (const result of sdpResults(body.ResponseFile ?? '')) {
          await printers.finish(printer, result.id, result.success, result.success ? undefined : result.code);
        }
        return reply.send('');
      }
      const job = await printers.nextJob(printer);
      if (job === null) return reply.send('');
      return reply.send(sdpPrintRequest(job, slipEposXml(await printers.slipOf(printer, job))));
    },
  );
};
