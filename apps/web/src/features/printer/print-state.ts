// What this browser keeps about printing, in local storage (print_state, spec 1 §3): its device id
// (sent as X-Print-Device: the print queue leases jobs to it), whether it prints automatically while
// /home is open, and the print reports the server has not received yet (spec 3 §8: a failed status
// report keeps the order id and printer address, retried every 5 s).
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';

export interface PendingReport {
  id_food_order: number;
  id_print_job: number;
  is_printed: boolean;
  /** The printer it went to ('android' for the app's bridge, 'virtual' for the virtual printer). */
  address: string;
}

interface PrintState {
  device_id: string;
  auto_print: boolean;
  pending: PendingReport[];
}

const devicePattern = /^[A-Za-z0-9._:-]{1,64}$/;

function randomId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isReport(value: unknown): value is PendingReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Record<string, unknown>;
  return (
    Number.isInteger(report.id_food_order) &&
    Number.isInteger(report.id_print_job) &&
    typeof report.is_printed === 'boolean' &&
    typeof report.address === 'string'
  );
}

function readState(): PrintState {
  const stored = readJson(storageKeys.printState);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const deviceId = typeof record.device_id === 'string' && devicePattern.test(record.device_id) ? record.device_id : '';
  const state: PrintState = {
    device_id: deviceId || `web-${randomId()}`,
    auto_print: record.auto_print !== false,
    pending: Array.isArray(record.pending) ? record.pending.filter(isReport) : [],
  };
  if (!deviceId) writeJson(storageKeys.printState, state);
  return state;
}

function update(change: (state: PrintState) => PrintState): void {
  writeJson(storageKeys.printState, change(readState()));
}

/** This browser's print device id, made on first use. */
export const deviceId = () => readState().device_id;

/** Auto-print (on unless turned off): /home prints the queue's slips while it is open. */
export const autoPrintOn = () => readState().auto_print;
export const setAutoPrint = (on: boolean) => update((state) => ({ ...state, auto_print: on }));

/** The reports of `device` the server has not received yet. */
export const pendingReports = () => readState().pending;
export const setPendingReports = (pending: readonly PendingReport[]) =>
  update((state) => ({ ...state, pending: [...pending] }));
