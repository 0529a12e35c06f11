// What /proc tells of the measured processes: the resident memory of the server, sampled every
// 25 ms (the peak of each measured step, VmRSS, and the kernel's lifetime peak, VmHWM, as a
// cross-check), and the CPU time of a process tree.
import { readdirSync, readFileSync } from 'node:fs';

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function rssSampler(pid: number, everyMs = 25) {
  let peakKb = 0;
  let startKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS'));
  };
  const timer = setInterval(sample, everyMs);
  return {
    /** Starts a new step: its peak is measured from now. */
    reset() {
      startKb = statusKb(pid, 'VmRSS');
      peakKb = startKb;
    },
    /** The RSS when the step started (what the steps before left resident). */
    startMb: () => startKb / 1024,
    peakMb() {
      sample();
      return peakKb / 1024;
    },
    lifetimePeakMb: () => statusKb(pid, 'VmHWM') / 1024,
    stop: () => clearInterval(timer),
  };
}

const ticksPerSecond = 100; // USER_HZ on Linux

/**
 * CPU seconds of a process and all its children, finished ones included: its own user + system
 * time, the time of its children it has reaped (cutime + cstime), and that of its live children.
 * For the database's postmaster this counts every backend, even one that closed meanwhile.
 */
export function treeCpuSecondsWithReaped(rootPid: number): number {
  const fieldsOf = (pid: string | number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  try {
    const own = fieldsOf(rootPid);
    let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = fieldsOf(entry);
        if (Number(fields[1]) === rootPid) total += Number(fields[11]) + Number(fields[12]);
      } catch {
        // gone meanwhile (then counted in the root's cutime once reaped)
      }
    }
    return total / ticksPerSecond;
  } catch {
    return 0;
  }
}
