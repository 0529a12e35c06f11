// Epson ePOS-Print from the browser (DESIGN.md "Printing"): the slip's ePOS-Print XML (rendered by
// the domain) is posted in a SOAP envelope to the TM printer's own web service on the LAN,
// http://{address}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000, which answers
// <response success code status>. An envelope with an empty <epos-print/> prints nothing: it is
// the status check (spec 3 §8: paper empty, offline or an error = not connected).

export const eposNamespace = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

/** Epson's ASB status bits read here. */
const asb = { offline: 0x8, coverOpen: 0x20, receiptEnd: 0x80000 } as const;

export type PrinterCondition = 'ok' | 'paper-empty' | 'offline' | 'error';

export interface EposResponse {
  success: boolean;
  code: string;
  status: number;
}

export const eposUrl = (address: string) =>
  `http://${address}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000`;

/**
 * The SOAP request. `printJobId` (letters and digits, up to 30) goes in the header: the printer
 * echoes it, and the simulator records which order and job a slip was.
 */
export function eposEnvelope(eposPrint: string, printJobId?: string): string {
  const header = printJobId
    ? `<s:Header><parameter xmlns="${eposNamespace}"><devid>local_printer</devid><timeout>10000</timeout><printjobid>${printJobId}</printjobid></parameter></s:Header>`
    : '';
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">${header}<s:Body>${eposPrint}</s:Body></s:Envelope>`;
}

export const statusCheckDocument = `<epos-print xmlns="${eposNamespace}"/>`;

/** The printer's answer, or null when it is not an ePOS-Print response. */
export function parseEposResponse(xml: string): EposResponse | null {
  const element = /<response\b[^>]*>/.exec(xml)?.[0];
  if (!element) return null;
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1] ?? '';
  return {
    success: attribute('success') === 'true',
    code: attribute('code'),
    status: Number(attribute('status')) || 0,
  };
}

/** What an answer (or none: null) says of the printer. */
export function printerCondition(response: EposResponse | null): PrinterCondition {
  if (!response) return 'error';
  if (response.status & asb.receiptEnd || response.code === 'EPTR_REC_EMPTY') return 'paper-empty';
  if (response.status & asb.offline || response.code === 'EPTR_AUTOMATICAL') return 'offline';
  if (!response.success || response.status & asb.coverOpen) return 'error';
  return 'ok';
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Posts `eposPrint` to the printer at `address`; answers what the printer says of itself. */
export async function postEpos(
  fetchFn: FetchLike,
  address: string,
  eposPrint: string,
  printJobId?: string,
): Promise<PrinterCondition> {
  try {
    const response = await fetchFn(eposUrl(address), {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: '""',
        'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT',
      },
      body: eposEnvelope(eposPrint, printJobId),
      signal: AbortSignal.timeout(15_000),
    });
    return printerCondition(response.ok ? parseEposResponse(await response.text()) : null);
  } catch {
    return 'error';
  }
}
