// Latency and throughput summaries of the bench: nearest-rank percentiles over the recorded
// samples (milliseconds), and a few number formats for the report.

export interface Summary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : '–';
export const perSecond = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}/s` : '–';
export const ratio = (value: number) =>
  Number.isFinite(value) && value > 0 ? `${value < 0.1 ? value.toFixed(3) : value.toFixed(2)}×` : '–';
