// The LAN printers this browser prints to (spec 1 §3 "Printer (kept only in the browser): name,
// address, active"; §5: name and address required, a duplicate name or address refused). Kept in
// local storage (printer_list). At most one printer is active: it is the one the slips go to.
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';

export interface LanPrinter {
  name: string;
  /** A host name or IP address with an optional port: 192.168.0.50, tm-m30.local:8008. */
  address: string;
  active: boolean;
}

export type PrinterProblem = 'required' | 'invalidAddress' | 'duplicate';
export type PrinterProblems = Partial<Record<'name' | 'address', PrinterProblem>>;

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ipv6 = /^\[[0-9a-f:.]{2,45}\]$/i;

/**
 * Whether `address` is a host (a DNS name, an IPv4 address or a bracketed IPv6 one) with an
 * optional port 1–65535, and nothing else: no scheme, path, user or spaces (the slips are posted
 * to http://{address}/cgi-bin/epos/service.cgi).
 */
export function isPrinterAddress(address: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]+)(?::(\d{1,5}))?$/.exec(address);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  if (ipv6.test(host)) return host.includes(':');
  if (/^[\d.]+$/.test(host)) return ipv4.test(host);
  return host.length <= 253 && host.split('.').every((part) => label.test(part));
}

/** The address as kept: trimmed, the host in lower case. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What is wrong with `candidate` beside the `others` already kept (the printer being edited left
 * out): name and address required, the address a host, neither already used by another printer.
 */
export function printerProblems(candidate: Pick<LanPrinter, 'name' | 'address'>, others: readonly LanPrinter[]) {
  const problems: PrinterProblems = {};
  const name = candidate.name.trim();
  const address = normaliseAddress(candidate.address);
  if (!name) problems.name = 'required';
  else if (others.some((printer) => sameName(printer.name, name))) problems.name = 'duplicate';
  if (!address) problems.address = 'required';
  else if (!isPrinterAddress(address)) problems.address = 'invalidAddress';
  else if (others.some((printer) => normaliseAddress(printer.address) === address)) problems.address = 'duplicate';
  return problems;
}

/** The kept list; anything malformed in storage is dropped, never thrown. */
export function readPrinters(): LanPrinter[] {
  const stored = readJson(storageKeys.printerList);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, address, active } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof address !== 'string') return [];
    return [{ name, address, active: active === true }];
  });
}

const listeners = new Set<() => void>();

export function writePrinters(printers: readonly LanPrinter[]): void {
  writeJson(storageKeys.printerList, printers);
  for (const listener of listeners) listener();
}

/** Calls `listener` when this tab or another changes the list; answers the unsubscribe. */
export function watchPrinters(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.printerList) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The printer slips go to: the active one. */
export const activePrinter = (printers: readonly LanPrinter[]) => printers.find((printer) => printer.active) ?? null;

/** `printers` with `index` the only active one (or none when `on` is false). */
export function withActive(printers: readonly LanPrinter[], index: number, on: boolean): LanPrinter[] {
  return printers.map((printer, at) => ({ ...printer, active: at === index ? on : on ? false : printer.active }));
}
