// The Android app that embeds the dashboard (spec 3 §7 "Device"): it prints through its own
// connection to the printer and is reached by two functions it puts on window.
// - communicateOEDataOrder(json): one slip; json holds id_food_order, id_print_job, is_reprint, the
//   slip's ePOS-Print XML (epos_xml) and its text (text). A thrown error or an answer of false
//   means not printed.
// - communicateStatusPrinter(): the printer's status, asked every 5 s; 'paper_empty', 'offline',
//   'error' (any case, any separator), false or a thrown error mean not connected.
// Neither signature is shown by the spec; these are the ones this app offers (README.md).
import type { PrinterCondition } from './epos.ts';

export interface AndroidBridge {
  communicateOEDataOrder(json: string): unknown;
  communicateStatusPrinter(): unknown;
}

/** The bridge when the page runs inside the app; null in a browser. */
export function androidBridge(): AndroidBridge | null {
  const host = window as unknown as Partial<AndroidBridge>;
  if (typeof host.communicateOEDataOrder !== 'function' || typeof host.communicateStatusPrinter !== 'function') {
    return null;
  }
  return host as AndroidBridge;
}

export function bridgeCondition(bridge: AndroidBridge): PrinterCondition {
  try {
    const answer = bridge.communicateStatusPrinter();
    if (answer === false) return 'error';
    const text = String(answer ?? '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    if (text.includes('paper')) return 'paper-empty';
    if (text.includes('offline')) return 'offline';
    if (text.includes('error') || text.includes('fail')) return 'error';
    return 'ok';
  } catch {
    return 'error';
  }
}
