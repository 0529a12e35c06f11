// A print device on this page: the auto-print loop (auto-print.ts) run while the calling screen is
// mounted, claiming with this device's id, woken by the socket's new_order_notify 'print' flag.
// /home runs it for the real printer (useAutoPrint), /printer?view=virtual for the virtual one.
import type { SlipRestaurant } from '@noren/domain/printing/slip';
import { newOrderNotifySchema } from '@noren/domain/realtime-events';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readPayload, watchAppSocket } from '../../lib/socket.ts';
import { toast } from '../../lib/toast.ts';
import { type ClaimedJob, claimJobs, reportPrint, slipIssuerQuery } from './api/print-queue.ts';
import { type AutoPrinter, createAutoPrinter } from './auto-print.ts';
import { autoPrintOn, deviceId, pendingReports, setPendingReports } from './print-state.ts';
import { printSlip, slipOf, targetAddress, targetKey, usePrintTarget } from './print-target.ts';
import { claimFilter, readSlipCategories } from './slip-choice.ts';

/**
 * The issuer printed on slips: the restaurant's name and its invoice registration number (a route
 * every printing user may read). Null until known, so no slip is printed without a number it
 * should carry.
 */
export function useSlipRestaurant(idRestaurant: number, enabled = true): SlipRestaurant | null {
  const issuer = useQuery({ ...slipIssuerQuery(idRestaurant), staleTime: 300_000, enabled });
  if (!enabled || !issuer.data) return null;
  return issuer.data;
}

export interface PrintDeviceOptions {
  idRestaurant: number;
  /** The device id; null keeps the device off (no printer, auto-print off). */
  device: string | null;
  /** Where the slips go, kept with an unsent report. */
  address: string;
  restaurant: SlipRestaurant | null;
  /** Prints a slip; answers whether it printed. */
  print: (job: ClaimedJob, restaurant: SlipRestaurant) => Promise<boolean>;
}

/** Runs the device while mounted; answers the number of claimed jobs not printed yet, and a claim-now. */
export function usePrintDevice({ idRestaurant, device, address, restaurant, print }: PrintDeviceOptions) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(0);
  const printer = useRef<AutoPrinter | null>(null);
  const latest = useRef({ restaurant, print, failed: t('printer.printedFailed') });
  latest.current = { restaurant, print, failed: t('printer.printedFailed') };
  const ready = restaurant !== null;

  useEffect(() => {
    if (device === null || !ready) return undefined;
    const loop = createAutoPrinter({
      claim: () => claimJobs(device, claimFilter(idRestaurant, readSlipCategories())),
      report: (report) => reportPrint(device, report),
      print: async (job) => {
        const issuer = latest.current.restaurant;
        return issuer !== null && latest.current.print(job, issuer);
      },
      address,
      // The reports of this printer only: another device's are not this device's to send.
      loadPending: () => pendingReports().filter((report) => report.address === address),
      savePending: (kept) =>
        setPendingReports([...pendingReports().filter((report) => report.address !== address), ...kept]),
      onFailed: () => toast(latest.current.failed, 'error'),
      onWaiting: setWaiting,
    });
    printer.current = loop;
    loop.start();
    const onNewOrder = (payload: unknown) => {
      if (newOrderNotifySchema.safeParse(readPayload(payload)).success) void loop.trigger();
    };
    let offSocket = () => {};
    const unwatch = watchAppSocket((socket) => {
      offSocket();
      offSocket = () => {};
      if (!socket) return;
      socket.on('new_order_notify', onNewOrder);
      offSocket = () => {
        socket.off('new_order_notify', onNewOrder);
      };
    });
    return () => {
      unwatch();
      offSocket();
      loop.stop();
      printer.current = null;
    };
  }, [device, address, idRestaurant, ready]);

  return { waiting, trigger: () => printer.current?.trigger() ?? Promise.resolve() };
}

// --- Auto-print of /home ------------------------------------------------------------------------

/** The state of /home's auto-print, for the health line (one auto-print per page). */
let autoWaiting = 0;
let autoTrigger: (() => Promise<void>) | null = null;
/** Claims at once with /home's auto-print (after a reprint was asked), when it runs. */
export const claimNow = () => autoTrigger?.() ?? Promise.resolve();
const autoListeners = new Set<() => void>();
const publishWaiting = (waiting: number) => {
  autoWaiting = waiting;
  for (const listener of autoListeners) listener();
};
export function useAutoPrintWaiting(): number {
  return useSyncExternalStore(
    (listener) => {
      autoListeners.add(listener);
      return () => autoListeners.delete(listener);
    },
    () => autoWaiting,
  );
}

/**
 * /home's auto-print: while the dashboard is open with auto-print on and a printer (the Android
 * bridge, or the active LAN printer), this browser prints the queue's slips. Answers a claim-now
 * (the print icon's reprint).
 */
export function useAutoPrint(idRestaurant: number) {
  const target = usePrintTarget();
  const on = autoPrintOn() && target !== null;
  const restaurant = useSlipRestaurant(idRestaurant, on);
  const device = usePrintDevice({
    idRestaurant,
    device: on ? deviceId() : null,
    address: target ? targetAddress(target) : '',
    restaurant,
    print: async (job, issuer) => {
      const slip = await slipOf(job, issuer);
      // Nothing of it prints with this browser's categories: done here (the server hands out only
      // orders of these categories, so this is a reprint of another station's order).
      if (slip === null) return true;
      return target !== null && printSlip(target, job, slip);
    },
  });
  useEffect(() => publishWaiting(device.waiting), [device.waiting]);
  const trigger = device.trigger;
  useEffect(() => {
    autoTrigger = trigger;
    return () => {
      autoTrigger = null;
    };
  });
  return { target, key: targetKey(target), trigger: device.trigger };
}
