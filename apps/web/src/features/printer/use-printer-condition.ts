// The printer's condition, asked every 5 s (spec 3 §9 "printer status 5000 ms"; §8: paper empty,
// offline or an error = 'Not printer connected').
import { useQuery } from '@tanstack/react-query';
import type { PrinterCondition } from './epos.ts';
import { checkPrinter, type PrintTarget, targetKey } from './print-target.ts';

export const printerStatusMs = 5000;

/** Null while the first answer is awaited (or without a printer). */
export function usePrinterCondition(target: PrintTarget | null): PrinterCondition | null {
  const query = useQuery({
    queryKey: ['printer-condition', targetKey(target)],
    queryFn: () => (target ? checkPrinter(target) : Promise.resolve<PrinterCondition>('error')),
    enabled: target !== null,
    refetchInterval: printerStatusMs,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  return target === null ? null : (query.data ?? null);
}
