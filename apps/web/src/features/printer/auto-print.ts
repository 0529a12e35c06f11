// The print loop of a device (issue 10: never a duplicate, never a lost slip). It claims the jobs
// still to print (the server leases each to one device), prints them one by one and reports each:
// printed → confirmed; failed → back to the queue for the next claim (by any device), with the
// toast 'Printed failed' (spec 3 §8). It claims every 20 s (spec 3 §9) and at once when asked (the
// socket's new_order_notify 'print'); claims never overlap.
// Never twice: a job this device printed is never printed again by it, even when its report did
// not reach the server — the report is kept (local storage) and retried every 5 s (spec 3 §8), and
// a job claimed again after such a loss is only reported. A job whose lease might have run out
// before its turn (a long batch on a slow printer) is left alone: it goes back to the queue and is
// claimed afresh, rather than printed while another device may hold it.
// Never lost: a job is only confirmed after its slip printed; a device that dies holding jobs loses
// its lease after 60 s and the jobs go to another.
import { ApiError } from '../../lib/api-client.ts';
import type { ClaimedJob } from './api/print-queue.ts';
import type { PendingReport } from './print-state.ts';

/** The spec's print polling (spec 3 §9). */
export const pollMs = 20_000;
/** The pending-print retry check (spec 3 §8, §9). */
export const retryMs = 5000;
/** Of the server's 60 s lease, the part a batch may use to start printing a job. */
export const leaseBudgetMs = 45_000;

export interface AutoPrinterDeps {
  claim(): Promise<ClaimedJob[]>;
  report(report: PendingReport): Promise<void>;
  /** Prints the job's slip; answers whether it printed. */
  print(job: ClaimedJob): Promise<boolean>;
  /** Where the slips go (kept with a pending report). */
  address: string;
  loadPending(): PendingReport[];
  savePending(pending: readonly PendingReport[]): void;
  onFailed?(job: ClaimedJob): void;
  /** The number of claimed jobs not printed yet changed. */
  onWaiting?(waiting: number): void;
  now?(): number;
}

export interface AutoPrinter {
  start(): void;
  /** No more claims; a batch being printed is finished (its jobs are leased to this device). */
  stop(): void;
  /** Claim now (a new order was announced, a reprint was asked). */
  trigger(): Promise<void>;
}

/** A report the server may still take later: no answer, or a server failure. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function createAutoPrinter(deps: AutoPrinterDeps): AutoPrinter {
  const now = deps.now ?? Date.now;
  const printed = new Set(
    deps
      .loadPending()
      .filter((report) => report.is_printed)
      .map((report) => report.id_print_job),
  );
  let timers: ReturnType<typeof setInterval>[] = [];
  let stopped = true;
  let claiming: Promise<void> | null = null;
  let again = false;
  let flushing = false;

  const keep = (report: PendingReport) =>
    deps.savePending([...deps.loadPending().filter((each) => each.id_print_job !== report.id_print_job), report]);

  async function send(report: PendingReport): Promise<void> {
    try {
      await deps.report(report);
    } catch (error) {
      // Refused (the lease went to another device, the order is gone): nothing more to tell.
      if (worthRetrying(error)) keep(report);
    }
  }

  /** Sends the kept reports again; the ones the server took or refused are dropped. */
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (const report of deps.loadPending()) {
        try {
          await deps.report(report);
        } catch (error) {
          if (worthRetrying(error)) continue;
        }
        deps.savePending(deps.loadPending().filter((each) => each.id_print_job !== report.id_print_job));
      }
    } finally {
      flushing = false;
    }
  }

  async function batch(): Promise<void> {
    await flush();
    const claimedAt = now();
    const jobs = await deps.claim();
    let waiting = jobs.length;
    deps.onWaiting?.(waiting);
    for (const job of jobs) {
      // Too late to start: its lease may be running out; it goes back to the queue.
      if (now() - claimedAt > leaseBudgetMs) break;
      const done = printed.has(job.id_print_job) || (await deps.print(job));
      if (done) printed.add(job.id_print_job);
      else deps.onFailed?.(job);
      await send({
        id_food_order: job.id_food_order,
        id_print_job: job.id_print_job,
        is_printed: done,
        address: deps.address,
      });
      waiting -= 1;
      deps.onWaiting?.(waiting);
    }
    deps.onWaiting?.(0);
  }

  function trigger(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (claiming) {
      again = true;
      return claiming;
    }
    claiming = batch()
      .catch(() => {
        // No answer (offline, server restarting): the next poll tries again.
        deps.onWaiting?.(0);
      })
      .finally(() => {
        claiming = null;
        if (again && !stopped) {
          again = false;
          void trigger();
        }
      });
    return claiming;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timers = [setInterval(() => void trigger(), pollMs), setInterval(() => void flush(), retryMs)];
      void trigger();
    },
    stop() {
      stopped = true;
      again = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
    trigger,
  };
}
