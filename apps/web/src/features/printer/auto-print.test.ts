// The auto-print loop against a queue that behaves as the server's (a claim leases each job to one
// device for 60 s; only the holder may confirm; a failed print goes back), on a fake clock: two
// devices never print a job twice, a failed print comes back and is printed once, a report lost on
// the way is kept and sent again without printing again, and a batch too slow for its lease leaves
// the rest to the queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { ClaimedJob } from './api/print-queue.ts';
import { createAutoPrinter, leaseBudgetMs, pollMs } from './auto-print.ts';
import type { PendingReport } from './print-state.ts';

const leaseMs = 60_000;

interface Job {
  id: number;
  status: 'queued' | 'leased' | 'printed';
  device: string | null;
  leaseUntil: number;
}

/** The server's queue in memory (apps/server/src/modules/print-queue/service.ts, simplified). */
function fakeQueue() {
  const jobs: Job[] = [];
  let offline = false;
  const claimable = (job: Job) => job.status === 'queued' || (job.status === 'leased' && job.leaseUntil < Date.now());
  return {
    jobs,
    add: (count: number) => {
      for (let index = 0; index < count; index += 1) {
        jobs.push({ id: jobs.length + 1, status: 'queued', device: null, leaseUntil: 0 });
      }
    },
    setOffline: (value: boolean) => {
      offline = value;
    },
    async claim(device: string): Promise<ClaimedJob[]> {
      await Promise.resolve();
      if (offline) throw new ApiError({ status: 0, message: 'Network Error', message_jp: '通信エラー' });
      return jobs
        .filter(claimable)
        .slice(0, 50)
        .map((job) => {
          Object.assign(job, { status: 'leased', device, leaseUntil: Date.now() + leaseMs });
          return { id_food_order: 1000 + job.id, id_print_job: job.id, is_reprint: false } as ClaimedJob;
        });
    },
    async report(device: string, report: PendingReport): Promise<void> {
      await Promise.resolve();
      if (offline) throw new ApiError({ status: 0, message: 'Network Error', message_jp: '通信エラー' });
      const job = jobs.find((each) => each.id === report.id_print_job);
      const held = job?.status === 'leased' && job.device === device;
      if (!job || !(held || (job.status === 'printed' && job.device === device && report.is_printed))) {
        throw new ApiError({ status: 409, message: 'not held', message_jp: '確保していません' });
      }
      Object.assign(job, report.is_printed ? { status: 'printed' } : { status: 'queued', device: null });
    },
  };
}

type Queue = ReturnType<typeof fakeQueue>;

/** A device printing to a printer that takes `printMs` a slip and fails when `fails` says so. */
function device(queue: Queue, name: string, options: { printMs?: number; fails?: (id: number) => boolean } = {}) {
  const printed: number[] = [];
  const failed: number[] = [];
  let pending: PendingReport[] = [];
  const printer = createAutoPrinter({
    claim: () => queue.claim(name),
    report: (report) => queue.report(name, report),
    print: async (job) => {
      await new Promise((resolve) => setTimeout(resolve, options.printMs ?? 100));
      if (options.fails?.(job.id_print_job)) return false;
      printed.push(job.id_print_job);
      return true;
    },
    address: '192.168.0.50',
    loadPending: () => pending,
    savePending: (next) => {
      pending = [...next];
    },
    onFailed: (job) => failed.push(job.id_print_job),
  });
  return { printer, printed, failed, pending: () => pending };
}

const everyPrintedOnce = (queue: Queue, ...printed: number[][]) => {
  const all = printed.flat().sort((a, b) => a - b);
  expect(all).toEqual(queue.jobs.map((job) => job.id));
  expect(queue.jobs.every((job) => job.status === 'printed')).toBe(true);
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auto-print', () => {
  it('prints every job exactly once with two devices claiming at once, polling and woken', async () => {
    const queue = fakeQueue();
    const a = device(queue, 'tablet-a');
    const b = device(queue, 'tablet-b');
    queue.add(40);
    a.printer.start();
    b.printer.start();
    // New orders announced while both print: each wakes both devices.
    for (let round = 0; round < 10; round += 1) {
      queue.add(6);
      void a.printer.trigger();
      void b.printer.trigger();
      await vi.advanceTimersByTimeAsync(150);
    }
    await vi.advanceTimersByTimeAsync(pollMs * 2);
    a.printer.stop();
    b.printer.stop();
    expect(queue.jobs).toHaveLength(100);
    everyPrintedOnce(queue, a.printed, b.printed);
    expect(a.printed.length).toBeGreaterThan(0);
    expect(b.printed.length).toBeGreaterThan(0);
  });

  it('sends a failed print back to the queue, says so, and prints it once later', async () => {
    const queue = fakeQueue();
    let failures = 1;
    const a = device(queue, 'tablet-a', { fails: (id) => id === 2 && failures-- > 0 });
    queue.add(3);
    a.printer.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.failed).toEqual([2]);
    expect(queue.jobs.map((job) => job.status)).toEqual(['printed', 'queued', 'printed']);
    // The next poll takes it again.
    await vi.advanceTimersByTimeAsync(pollMs);
    a.printer.stop();
    expect(a.printed).toEqual([1, 3, 2]);
    everyPrintedOnce(queue, a.printed);
  });

  it('keeps a report lost on the way, sends it again every 5 s, and never prints that job again', async () => {
    const queue = fakeQueue();
    const a = device(queue, 'tablet-a');
    queue.add(1);
    const realReport = queue.report;
    let reportsDown = true;
    // The slip prints, but the server cannot take reports for a while (its claims still work).
    queue.report = async (name, report) => {
      if (reportsDown) throw new ApiError({ status: 503, message: 'Unavailable', message_jp: '利用できません' });
      return realReport(name, report);
    };
    a.printer.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(a.printed).toEqual([1]);
    expect(a.pending()).toEqual([{ id_food_order: 1001, id_print_job: 1, is_printed: true, address: '192.168.0.50' }]);
    // Past the lease the job is claimable again, and this same device claims it: reported, not printed.
    await vi.advanceTimersByTimeAsync(leaseMs + pollMs);
    expect(queue.jobs[0]?.device).toBe('tablet-a');
    expect(a.printed).toEqual([1]);
    reportsDown = false;
    await vi.advanceTimersByTimeAsync(5000);
    a.printer.stop();
    expect(a.printed).toEqual([1]);
    expect(a.pending()).toEqual([]);
    expect(queue.jobs[0]?.status).toBe('printed');
  });

  it('leaves the jobs it cannot start within its lease to the queue, where another device prints them', async () => {
    const queue = fakeQueue();
    // 20 s a slip: three fit in the lease budget of one batch.
    const slow = device(queue, 'slow', { printMs: 20_000 });
    queue.add(5);
    slow.printer.start();
    await vi.advanceTimersByTimeAsync(leaseBudgetMs + 20_000);
    slow.printer.stop();
    await vi.advanceTimersByTimeAsync(leaseMs);
    expect(slow.printed).toEqual([1, 2, 3]);
    const fast = device(queue, 'fast');
    fast.printer.start();
    await vi.advanceTimersByTimeAsync(2000);
    fast.printer.stop();
    expect(fast.printed).toEqual([4, 5]);
    everyPrintedOnce(queue, slow.printed, fast.printed);
  });

  it('loses nothing when a device dies holding jobs: they come back after the lease', async () => {
    const queue = fakeQueue();
    const dying = device(queue, 'dying', { printMs: 10_000 });
    queue.add(4);
    dying.printer.start();
    await vi.advanceTimersByTimeAsync(15_000);
    // The tab is closed: its timers and its batch are gone.
    vi.clearAllTimers();
    const other = device(queue, 'other');
    other.printer.start();
    await vi.advanceTimersByTimeAsync(leaseMs + pollMs + 2000);
    other.printer.stop();
    expect(dying.printed).toEqual([1]);
    expect(other.printed).toEqual([2, 3, 4]);
    everyPrintedOnce(queue, dying.printed, other.printed);
  });
});
