// `npm run printer-simulator`: a receipt printer without hardware, for the demo and the tests.
// - An Epson TM printer's ePOS-Print service: POST /cgi-bin/epos/service.cgi takes the SOAP envelope
//   a browser sends and answers Epson's <response success code status>, with CORS so a page of
//   another origin may post to it. An envelope without <text> is a status check (nothing printed).
// - Optionally a Star CloudPRNT printer: it polls the server's POST /api/printer/cloudprnt with its
//   token (HTTP Basic password), fetches the job as text, and reports it printed (DELETE).
// It can be told to be offline or out of paper (POST /state), and keeps every slip it printed
// (order id, reprint flag, text), served as JSON at GET /slips (DELETE /slips forgets them).
//
//   npm run printer-simulator -- [--port 8631] [--host 127.0.0.1]
//                                [--cloudprnt-token nrp_… --url http://localhost:8080]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export type PrinterState = 'online' | 'offline' | 'paper-empty';

export interface PrintedSlip {
  /** From the ePOS request's printjobid (o{id_food_order}j{id_print_job}); null when not given. */
  id_food_order: number | null;
  id_print_job: number | null;
  reprint: boolean;
  /** The slip's lines, joined by new lines. */
  text: string;
  via: 'epos' | 'cloudprnt';
  at: string;
}

/** Epson's status bits (ASB_*) the simulator answers. */
const asb = { printSuccess: 0x2, offline: 0x8, receiptEnd: 0x80000 } as const;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Content-Type, SOAPAction, If-Modified-Since',
  // Chromium's Private Network Access asks this of a page reaching a printer on the LAN.
  'access-control-allow-private-network': 'true',
  'access-control-max-age': '600',
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? '';
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/** A <text>…</text> element with content (not a self-closing <text dw="true"/> size change). */
const textElement = /<text(?:\s[^>]*?)?(?<!\/)>([\s\S]*?)<\/text>/g;

/** The printed text of an ePOS-Print document: its <text> elements' content, in order. */
export function eposText(document: string): string {
  const parts = [...document.matchAll(textElement)].map(([, inner = '']) => unescapeXml(inner));
  return parts.join('').replace(/\n$/, '');
}

/** The answer of Epson's service.cgi: the response element in a SOAP envelope. */
function eposResponse(success: boolean, code: string, status: number): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="${status}" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/></s:Body></s:Envelope>`;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export interface CloudPrntOptions {
  /** The Noren server, e.g. http://localhost:8080. */
  origin: string;
  token: string;
  /** Between polls (a real printer: 5 s or so). */
  intervalMs?: number;
}

export interface PrinterSimulator {
  /** http://host:port */
  url: string;
  /** host:port, what the printer settings screen takes as the printer's address. */
  address: string;
  state: PrinterState;
  slips: PrintedSlip[];
  close(): Promise<void>;
}

export async function startPrinterSimulator(
  options: { port?: number; host?: string; cloudprnt?: CloudPrntOptions; log?: (line: string) => void } = {},
): Promise<PrinterSimulator> {
  const log = options.log ?? (() => undefined);
  const simulator = { state: 'online' as PrinterState, slips: [] as PrintedSlip[] };

  function record(slip: Omit<PrintedSlip, 'at' | 'reprint'>) {
    const printed = { ...slip, reprint: slip.text.includes('再発行'), at: new Date().toISOString() };
    simulator.slips.push(printed);
    log(`printed ${slip.via} order ${slip.id_food_order ?? '?'} job ${slip.id_print_job ?? '?'}`);
  }

  async function eposService(body: string): Promise<string> {
    const document = /<epos-print\b[\s\S]*<\/epos-print>|<epos-print\b[^>]*\/>/.exec(body)?.[0];
    if (!document) return eposResponse(false, 'SchemaError', 0);
    if (simulator.state === 'offline') return eposResponse(false, 'EPTR_AUTOMATICAL', asb.offline);
    if (simulator.state === 'paper-empty') return eposResponse(false, 'EPTR_REC_EMPTY', asb.receiptEnd);
    if (eposText(document) !== '') {
      const job = /<printjobid>\s*o(\d+)j(\d+)\s*<\/printjobid>/.exec(body);
      record({
        id_food_order: job ? Number(job[1]) : null,
        id_print_job: job ? Number(job[2]) : null,
        text: eposText(document),
        via: 'epos',
      });
    }
    return eposResponse(true, '', asb.printSuccess);
  }

  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://printer').pathname;
    const send = (status: number, type: string, text: string) => {
      response.writeHead(status, { ...corsHeaders, 'content-type': type });
      response.end(text);
    };
    try {
      if (request.method === 'OPTIONS') return send(204, 'text/plain', '');
      const body = request.method === 'POST' ? await readBody(request) : '';
      if (path === '/cgi-bin/epos/service.cgi' && request.method === 'POST') {
        return send(200, 'text/xml; charset=utf-8', await eposService(body));
      }
      if (path === '/slips' && request.method === 'GET')
        return send(200, 'application/json', JSON.stringify(simulator.slips));
      if (path === '/slips' && request.method === 'DELETE') {
        simulator.slips.length = 0;
        return send(200, 'application/json', '[]');
      }
      if (path === '/state' && request.method === 'POST') {
        const state = (JSON.parse(body || '{}') as { state?: string }).state;
        if (state !== 'online' && state !== 'offline' && state !== 'paper-empty') {
          return send(400, 'application/json', JSON.stringify({ message: 'state: online, offline or paper-empty' }));
        }
        simulator.state = state;
        return send(200, 'application/json', JSON.stringify({ state }));
      }
      return send(404, 'application/json', JSON.stringify({ message: 'not found' }));
    } catch (error) {
      return send(500, 'application/json', JSON.stringify({ message: (error as Error).message }));
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port, address } = server.address() as AddressInfo;
  const stopCloud = options.cloudprnt ? runCloudPrnt(options.cloudprnt, simulator, record, log) : () => undefined;

  return {
    url: `http://${address}:${port}`,
    address: `${address}:${port}`,
    get state() {
      return simulator.state;
    },
    set state(next: PrinterState) {
      simulator.state = next;
    },
    slips: simulator.slips,
    close: async () => {
      stopCloud();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The CloudPRNT status line a Star printer sends with its poll. */
const cloudStatus: Record<PrinterState, string> = {
  online: '200 OK',
  offline: '500 Offline',
  'paper-empty': '410 Paper Empty',
};

/**
 * A Star CloudPRNT printer's loop: poll; when a job is ready and the printer can print, fetch it as
 * text, keep it, and report 200 OK. Answers the stop function.
 */
function runCloudPrnt(
  options: CloudPrntOptions,
  simulator: { state: PrinterState },
  record: (slip: Omit<PrintedSlip, 'at' | 'reprint'>) => void,
  log: (line: string) => void,
): () => void {
  const url = `${options.origin.replace(/\/$/, '')}/api/printer/cloudprnt`;
  const authorization = `Basic ${Buffer.from(`simulator:${options.token}`).toString('base64')}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function turn() {
    const poll = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ printerMAC: '00:11:62:00:00:01', statusCode: cloudStatus[simulator.state] }),
    });
    if (!poll.ok) throw new Error(`CloudPRNT poll answered ${poll.status}`);
    const answer = (await poll.json()) as { jobReady?: boolean; jobToken?: string };
    if (!answer.jobReady || !answer.jobToken || simulator.state !== 'online') return;
    const query = (more: string) => `${url}?token=${encodeURIComponent(answer.jobToken ?? '')}&${more}`;
    const job = await fetch(query('type=text%2Fplain'), { headers: { authorization } });
    if (!job.ok) throw new Error(`CloudPRNT job answered ${job.status}`);
    record({ id_food_order: null, id_print_job: Number(answer.jobToken), text: await job.text(), via: 'cloudprnt' });
    await fetch(query('code=200%20OK'), { method: 'DELETE', headers: { authorization } });
  }

  async function loop() {
    if (stopped) return;
    try {
      await turn();
    } catch (error) {
      log(`CloudPRNT: ${(error as Error).message}`);
    }
    if (!stopped) timer = setTimeout(loop, options.intervalMs ?? 5000);
  }
  void loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8631' },
      host: { type: 'string', default: '127.0.0.1' },
      url: { type: 'string', default: 'http://localhost:8080' },
      'cloudprnt-token': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('npm run printer-simulator -- [--port 8631] [--host 127.0.0.1] [--cloudprnt-token nrp_… --url URL]');
    return;
  }
  const token = values['cloudprnt-token'];
  const simulator = await startPrinterSimulator({
    port: Number(values.port),
    host: values.host,
    ...(token ? { cloudprnt: { origin: values.url, token } } : {}),
    log: (line) => console.log(line),
  });
  console.log(
    `ePOS-Print printer at ${simulator.url} — enter "${simulator.address}" as the printer's address on /printer`,
  );
  console.log(
    `Printed slips: ${simulator.url}/slips · offline / out of paper: POST ${simulator.url}/state {"state":"offline"}`,
  );
  if (token) console.log(`CloudPRNT printer polling ${values.url}`);
  process.once('SIGINT', () => void simulator.close().then(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
