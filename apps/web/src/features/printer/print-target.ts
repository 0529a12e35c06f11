// Where this browser's slips go: the Android app's bridge when the page runs inside it (spec 3 §7),
// else the active LAN printer of the printer list (Epson ePOS-Print); none → nothing is claimed,
// so a screen without a printer never takes a job away from one that has.
import type { SlipDocument, SlipRestaurant } from '@noren/domain/printing/slip';
import { useSyncExternalStore } from 'react';
import { type AndroidBridge, androidBridge, bridgeCondition } from './android-bridge.ts';
import type { ClaimedJob } from './api/print-queue.ts';
import { type PrinterCondition, postEpos, statusCheckDocument } from './epos.ts';
import { activePrinter, type LanPrinter, readPrinters, watchPrinters } from './printer-list.ts';
import { readSlipCategories, slipChoice } from './slip-choice.ts';

export type PrintTarget = { kind: 'lan'; printer: LanPrinter } | { kind: 'android'; bridge: AndroidBridge };

export const targetKey = (target: PrintTarget | null) =>
  target === null ? '' : target.kind === 'android' ? 'android' : `${target.printer.name}@${target.printer.address}`;

export const targetAddress = (target: PrintTarget) => (target.kind === 'android' ? 'android' : target.printer.address);

let cachedKey = '';
let cachedTarget: PrintTarget | null = null;

function currentTarget(): PrintTarget | null {
  const bridge = androidBridge();
  const printer = activePrinter(readPrinters());
  const next: PrintTarget | null = bridge ? { kind: 'android', bridge } : printer ? { kind: 'lan', printer } : null;
  // The same target object while nothing changed, as useSyncExternalStore needs.
  if (targetKey(next) !== cachedKey) {
    cachedKey = targetKey(next);
    cachedTarget = next;
  }
  return cachedTarget;
}

/** The current target, following changes of the printer list (in this tab or another). */
export function usePrintTarget(): PrintTarget | null {
  return useSyncExternalStore(watchPrinters, currentTarget);
}

/** The slip of a claimed job for this browser's category choice (null: nothing of it prints here). */
export async function slipOf(job: ClaimedJob, restaurant: SlipRestaurant): Promise<SlipDocument | null> {
  const { layoutSlip } = await import('@noren/domain/printing/slip');
  return layoutSlip(job, restaurant, {
    ...slipChoice(readSlipCategories()),
    reprint: job.is_reprint,
    printedAt: new Date(),
  });
}

/** Sends the slip; answers whether it printed. The renderers load at the first job, not with /home. */
export async function printSlip(target: PrintTarget, job: ClaimedJob, slip: SlipDocument): Promise<boolean> {
  const [{ slipEposXml }, { slipText }] = await Promise.all([
    import('@noren/domain/printing/epos-xml'),
    import('@noren/domain/printing/text'),
  ]);
  const eposXml = slipEposXml(slip);
  if (target.kind === 'lan') {
    const jobId = `o${job.id_food_order}j${job.id_print_job}`;
    return (await postEpos(fetch, target.printer.address, eposXml, jobId)) === 'ok';
  }
  try {
    const answer = target.bridge.communicateOEDataOrder(
      JSON.stringify({
        id_food_order: job.id_food_order,
        id_print_job: job.id_print_job,
        is_reprint: job.is_reprint,
        epos_xml: eposXml,
        text: slipText(slip),
      }),
    );
    return answer !== false;
  } catch {
    return false;
  }
}

/** What the printer says of itself now (spec 3 §8). */
export function checkPrinter(target: PrintTarget): Promise<PrinterCondition> {
  if (target.kind === 'android') return Promise.resolve(bridgeCondition(target.bridge));
  return postEpos(fetch, target.printer.address, statusCheckDocument);
}
