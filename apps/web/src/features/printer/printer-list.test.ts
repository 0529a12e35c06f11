// The browser's printer list rules (spec 1 §5) and the printer's answers (spec 3 §8): name and
// address required, an address that is not a host (with an optional port) refused, a duplicate name
// or address refused; paper empty, offline and no answer mean 'Not printer connected'.
import { describe, expect, it } from 'vitest';
import { bridgeCondition } from './android-bridge.ts';
import { eposEnvelope, parseEposResponse, printerCondition } from './epos.ts';
import {
  isPrinterAddress,
  type LanPrinter,
  printerProblems,
  readPrinters,
  withActive,
  writePrinters,
} from './printer-list.ts';
import { claimFilter, slipChoice } from './slip-choice.ts';

const kept: LanPrinter[] = [
  { name: 'Kitchen', address: '192.168.0.50', active: true },
  { name: 'Counter', address: 'tm-m30.local:8008', active: false },
];

describe('a printer address', () => {
  it.each([
    '192.168.0.50',
    '192.168.0.50:8008',
    '10.0.0.1:1',
    'tm-m30.local',
    'TM-M30.shop.example:65535',
    'localhost',
    '[fe80::1]',
    '[::1]:8008',
  ])('takes %s', (address) => {
    expect(isPrinterAddress(address)).toBe(true);
  });

  it.each([
    'http://192.168.0.50',
    '192.168.0.50/cgi-bin',
    '192.168.0.256',
    '192.168.0',
    '192.168.0.50:0',
    '192.168.0.50:70000',
    'printer name',
    '-printer.local',
    'user@printer.local',
    '[fe80::1',
    'tm_m30.local',
    '',
  ])('refuses %j', (address) => {
    expect(isPrinterAddress(address)).toBe(false);
  });
});

describe('a printer of the list', () => {
  it('needs a name and an address', () => {
    expect(printerProblems({ name: '  ', address: '' }, kept)).toEqual({ name: 'required', address: 'required' });
  });

  it('refuses a name or an address another printer has, whatever the case and spaces', () => {
    expect(printerProblems({ name: ' kitchen ', address: '192.168.0.99' }, kept)).toEqual({ name: 'duplicate' });
    expect(printerProblems({ name: 'Bar', address: 'TM-M30.local:8008 ' }, kept)).toEqual({ address: 'duplicate' });
    expect(printerProblems({ name: 'Bar', address: '192.168.0.51' }, kept)).toEqual({});
  });

  it('refuses an address that is not a host', () => {
    expect(printerProblems({ name: 'Bar', address: 'http://192.168.0.51' }, kept)).toEqual({
      address: 'invalidAddress',
    });
  });

  it('keeps one printer active, and survives a broken stored list', () => {
    expect(withActive(kept, 1, true).map((printer) => printer.active)).toEqual([false, true]);
    expect(withActive(kept, 0, false).map((printer) => printer.active)).toEqual([false, false]);
    writePrinters(kept);
    expect(readPrinters()).toEqual(kept);
    window.localStorage.setItem('printer_list', '[{"name":1},"x",{"name":"A","address":"b"}]');
    expect(readPrinters()).toEqual([{ name: 'A', address: 'b', active: false }]);
    window.localStorage.setItem('printer_list', '{oops');
    expect(readPrinters()).toEqual([]);
  });
});

describe("the printer's answer", () => {
  const answer = (success: boolean, code: string, status: number) =>
    `<s:Envelope><s:Body><response success="${success}" code="${code}" status="${status}" battery="0"/></s:Body></s:Envelope>`;

  it('is connected only when it printed (or answered the check) with no trouble bit', () => {
    expect(printerCondition(parseEposResponse(answer(true, '', 2)))).toBe('ok');
    expect(printerCondition(parseEposResponse(answer(false, 'EPTR_REC_EMPTY', 0x80000)))).toBe('paper-empty');
    expect(printerCondition(parseEposResponse(answer(false, 'EPTR_AUTOMATICAL', 0x8)))).toBe('offline');
    expect(printerCondition(parseEposResponse(answer(false, 'EX_TIMEOUT', 0)))).toBe('error');
    expect(printerCondition(parseEposResponse('<html>proxy error</html>'))).toBe('error');
    expect(printerCondition(null)).toBe('error');
  });

  it("reads the Android bridge's status", () => {
    const bridge = (status: unknown) => ({
      communicateOEDataOrder: () => true,
      communicateStatusPrinter: () => status,
    });
    expect(bridgeCondition(bridge('OK'))).toBe('ok');
    expect(bridgeCondition(bridge('PAPER_EMPTY'))).toBe('paper-empty');
    expect(bridgeCondition(bridge('Offline'))).toBe('offline');
    expect(bridgeCondition(bridge(false))).toBe('error');
    const throwing = {
      communicateOEDataOrder: () => true,
      communicateStatusPrinter: () => {
        throw new Error('gone');
      },
    };
    expect(bridgeCondition(throwing)).toBe('error');
  });

  it('sends the job id in the SOAP header for the printer to echo', () => {
    const envelope = eposEnvelope('<epos-print/>', 'o12j34');
    expect(envelope).toContain('<printjobid>o12j34</printjobid>');
    expect(envelope).toContain('<s:Body><epos-print/></s:Body>');
  });
});

describe('the slip categories', () => {
  it('ask the queue for the orders the slip then prints', () => {
    expect(slipChoice([])).toEqual({ categories: 'all', free: true });
    expect(claimFilter(7, [])).toEqual({ id_restaurant: 7 });
    expect(slipChoice([3, 'free'])).toEqual({ categories: [3], free: true });
    expect(claimFilter(7, [3])).toEqual({ id_restaurant: 7, list_categories: [3], is_get_free_food_order: false });
  });
});
