// The dashboard list as restaurants use it (issue 14): orders keep arriving (so shared answers go
// stale and are computed again) while tablets ask for today's list — many restaurants with one
// tablet each, and one restaurant with 20 tablets on 20 connections — each without and with
// If-None-Match (the ETag of the last answer of that list, as a browser's HTTP cache sends it).
import type { LoadResult } from './load.ts';
import { runLoad } from './load.ts';
import { intakeRequests } from './scenarios.ts';
import type { BenchData, BenchRestaurant } from './seed.ts';
import { ms, perSecond, summarize } from './stats.ts';

/** Orders a second posted to the scenario's restaurants meanwhile (each one makes every list stale). */
export const backgroundOrderRate = 20;

export interface ListScenario {
  name: string;
  conditional: boolean;
  load: LoadResult;
  /** Answers that were 304 (conditional runs only). */
  notModified: number;
  /** Orders posted meanwhile. */
  orders: number;
}

interface ScenarioBase {
  origin: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  signal: AbortSignal;
}

/** Today's list of a restaurant, as the home screen asks for it (spec 3 §2.1). */
function todayPath(data: BenchData, restaurant: BenchRestaurant) {
  const limit = restaurant.type === 'by_order' ? 6 : 10;
  return `/api/restaurant/order/${restaurant.id_restaurant}/1/${limit}?date=${data.today}&order_date=desc&order_time=desc`;
}

async function scenario(
  base: ScenarioBase,
  data: BenchData,
  name: string,
  restaurants: BenchRestaurant[],
  tablet: (index: number) => { restaurant: BenchRestaurant; token: string },
  conditional: boolean,
): Promise<ListScenario> {
  // The last ETag of each list (one browser cache per tablet would hold the same tag).
  const etags = new Map<string, string>();
  let notModified = 0;
  const orders = runLoad({
    ...base,
    concurrency: 4,
    ratePerSecond: backgroundOrderRate,
    next: intakeRequests({ ...data, restaurants }, 11),
  });
  const load = await runLoad({
    ...base,
    next: (index) => {
      const { restaurant, token } = tablet(index);
      const path = todayPath(data, restaurant);
      const etag = conditional ? etags.get(path) : undefined;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (etag) headers['if-none-match'] = etag;
      return { method: 'GET', path, headers, tag: path };
    },
    onAnswer: (answer) => {
      if (answer.etag) etags.set(answer.spec.tag as string, answer.etag);
      if (answer.measured && answer.status === 304) notModified += 1;
    },
  });
  return { name, conditional, load, notModified, orders: (await orders).answered };
}

/** The four runs: many restaurants × one tablet, one restaurant × 20 tablets; without and with If-None-Match. */
export async function runListScenarios(base: ScenarioBase, data: BenchData): Promise<ListScenario[]> {
  const many = data.restaurants;
  const one = data.restaurants[0] as BenchRestaurant;
  // Owner sessions only: the bench's staff accounts have no menu permission (their lists are 403).
  const oneTokens = [one.ownerToken, ...one.socketTokens.filter((_, index) => index % 2 === 0)];
  const results: ListScenario[] = [];
  for (const conditional of [false, true]) {
    results.push(
      await scenario(
        base,
        data,
        `${many.length} restaurants × 1 tablet`,
        many,
        (index) => {
          const restaurant = many[index % many.length] as BenchRestaurant;
          return { restaurant, token: restaurant.ownerToken };
        },
        conditional,
      ),
    );
    results.push(
      await scenario(
        base,
        data,
        `1 restaurant × ${base.concurrency} tablets`,
        [one],
        (index) => ({ restaurant: one, token: oneTokens[index % oneTokens.length] as string }),
        conditional,
      ),
    );
  }
  return results;
}

export function renderListScenarios(results: ListScenario[], concurrency: number): string {
  const rows = results.map((result) => {
    const latency = summarize(result.load.latencies);
    const failed = Object.values(result.load.failed).reduce((sum, count) => sum + count, 0);
    const share = result.load.ok ? `${Math.round((100 * result.notModified) / result.load.ok)} %` : '–';
    return (
      `| ${result.name} | ${result.conditional ? 'yes' : 'no'} | ${perSecond(result.load.throughput)} | ` +
      `${ms(latency.p50)} | ${ms(latency.p99)} | ${result.conditional ? share : '–'} | ${result.orders} | ${failed} |`
    );
  });
  return [
    `Dashboard list as restaurants use it: today's list on ${concurrency} connections (closed loop) while ` +
      `${backgroundOrderRate} orders/s arrive at the same restaurants (each makes their lists stale); ` +
      'If-None-Match sends the ETag of the last answer of that list. Target p99 ≤ 25 ms.',
    '',
    '| scenario | If-None-Match | answers | p50 | p99 | 304 | orders posted | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
