// The dashboard list, shared (issue 14): the tablets of one restaurant all ask for the same page
// after each event. An answer is computed once per (restaurant, list, event sequence number),
// kept serialised in a small LRU, and handed to every request that asks for the same list while
// no event has happened since; identical requests arriving while it is computed wait for that one
// computation. The ETag names (restaurant, list, sequence number), so a tablet that already holds
// the current page gets a 304 without the page being read at all.
//
// Never stale: each request first reads the restaurant's sequence number (one primary-key read,
// prepared). An event committed before the request arrived has a number at most that one, and an
// answer is only served for a number at least as high (README "Shared list answers").
import { createHash } from 'node:crypto';
import type { OrderListFilter } from '@noren/domain/orders/schemas';
import { businessDate } from '@noren/domain/restaurant';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery } from 'kysely';
import { type Db, runCompiled } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderSort, Tenant } from './service.ts';

/**
 * Part of every ETag: change it when the list answer's shape changes, so that a tag never stands
 * for two different bodies (two nodes of different versions during a deploy).
 */
const answerVersion = 'orders.list.1';

/** One list request, once validated: which page of which list. */
export interface ListRequest {
  /** GET (filters in the query, conditional) or POST (filters in the body). */
  method: 'GET' | 'POST';
  idRestaurant: number;
  page: number;
  size: number;
  filter: OrderListFilter;
  sort: OrderSort;
}

/** What the service's list answers: the envelope's data (with last_seq) and totalData. */
export type ListAnswer = { last_seq: number; totalData: number } & Record<string, unknown>;

interface Entry {
  seq: number;
  etag: string;
  /** The whole envelope, serialised once. */
  body: string;
}

export interface ListCacheOptions {
  /** Lists kept at most (least recently used go first). */
  maxEntries?: number;
  /** Serialised answers kept at most, in characters (about bytes: the answers are mostly ASCII). */
  maxBytes?: number;
  now?: () => Date;
}

/** Arrays of the filters are sets (`IN`): sorted, so that ['stop','cooking'] shares with ['cooking','stop']. */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised).sort((a, b) => (String(a) < String(b) ? -1 : 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, normalised(entry)]),
    );
  }
  return value;
}

/** The ETag of a list at a sequence number: the same on every node, for the same answer. */
export function listEtag(key: string, seq: number): string {
  const digest = createHash('sha256').update(`${answerVersion}\n${key}\n${seq}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** Does If-None-Match name this tag? (weak comparison; `*` is not honoured: the caller holds nothing known) */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Waiter = { resolve(seq: number): void; reject(error: unknown): void };

/**
 * The latest committed sequence number of a restaurant (0 before its first event). The requests of
 * one turn of the event loop share one statement, issued after all of them arrived (so it still
 * sees every event committed before each of them); under load a handful of lists cost one round
 * trip and one pool connection instead of one each.
 */
function sequenceReader(db: Db): (idRestaurant: number) => Promise<number> {
  let batch: Map<number, Waiter[]> | null = null;
  const read = async (asked: Map<number, Waiter[]>) => {
    try {
      // Written out: building it with Kysely for every request costs more than running it.
      const query = CompiledQuery.raw(
        'SELECT id_restaurant, seq FROM restaurant_event_sequences WHERE id_restaurant = ANY($1::int[])',
        [[...asked.keys()]],
      );
      const seqs = new Map(
        (await runCompiled<{ id_restaurant: number; seq: number | string }>(db, 'orders.seq', query)).map((row) => [
          row.id_restaurant,
          Number(row.seq),
        ]),
      );
      for (const [id, waiters] of asked) for (const waiter of waiters) waiter.resolve(seqs.get(id) ?? 0);
    } catch (error) {
      for (const waiters of asked.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (idRestaurant) =>
    new Promise<number>((resolve, reject) => {
      if (!batch) {
        const asked = new Map<number, Waiter[]>();
        batch = asked;
        setImmediate(() => {
          batch = null;
          void read(asked);
        });
      }
      const waiters = batch.get(idRestaurant) ?? [];
      waiters.push({ resolve, reject });
      batch.set(idRestaurant, waiters);
    });
}

export function createListCache(db: Db, options: ListCacheOptions = {}) {
  const { maxEntries = 2000, maxBytes = 32 * 1024 * 1024, now = () => new Date() } = options;
  const entries = new Map<string, Entry>();
  const computing = new Map<string, { seq: number; answer: Promise<Entry> }>();
  let bytes = 0;
  /** Computations run (the tests check that identical requests share one). */
  let computed = 0;
  const currentSeq = sequenceReader(db);

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old && old.seq > entry.seq) return;
    if (old) bytes -= old.body.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, value] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.body.length;
    }
  }

  /** The answer of `key` at `seq` or later: kept, being computed, or computed now. */
  function answerAt(key: string, seq: number, compute: () => Promise<ListAnswer>): Promise<Entry> {
    const kept = entries.get(key);
    if (kept && kept.seq >= seq) {
      entries.delete(key);
      entries.set(key, kept);
      return Promise.resolve(kept);
    }
    const running = computing.get(key);
    // Its statement started after its own request read `running.seq`: it shows every event up to it.
    if (running && running.seq >= seq) return running.answer;
    computed += 1;
    const answer = compute().then(({ totalData, ...data }) => {
      // The answer's own last_seq (read in its statement's snapshot) may be past `seq`: it names it.
      const entry = {
        seq: data.last_seq,
        etag: listEtag(key, data.last_seq),
        body: JSON.stringify(ok(data, { totalData })),
      };
      remember(key, entry);
      return entry;
    });
    const mine = { seq, answer };
    computing.set(key, mine);
    const done = () => {
      if (computing.get(key) === mine) computing.delete(key);
    };
    answer.then(done, done);
    return answer;
  }

  return {
    get computed() {
      return computed;
    },
    /**
     * Answers a list request: 404 for another restaurant's list, 304 when a GET's If-None-Match
     * names the current page, else the shared answer with its ETag.
     */
    async answer(
      tenant: Tenant,
      list: ListRequest,
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<ListAnswer>,
    ): Promise<FastifyReply> {
      // Tenancy first: nothing about another restaurant's list, not even a 304.
      if (list.idRestaurant !== tenant.id_restaurant) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
      const { method, page, size, filter, sort } = list;
      // Without a date the statistics are today's (Asia/Tokyo): today is part of the list.
      const statisticsDate = filter.date ?? businessDate(now());
      const key = JSON.stringify(
        normalised({ r: tenant.id_restaurant, method, page, size, filter, sort, statisticsDate }),
      );
      const seq = await currentSeq(tenant.id_restaurant);
      reply.header('cache-control', 'private, no-cache');
      const ifNoneMatch = method === 'GET' ? request.headers['if-none-match'] : undefined;
      if (ifNoneMatch) {
        const kept = entries.get(key);
        const current = kept?.seq === seq ? kept.etag : listEtag(key, seq);
        if (matches(ifNoneMatch, current)) return reply.code(304).header('etag', current).send();
      }
      const entry = await answerAt(key, seq, compute);
      return reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
