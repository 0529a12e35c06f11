// The Idempotency-Key of order intake (issue 13): the key of a request, scoped to its client, the
// stored answer of an earlier request with that key, its replay, and the steps the keyed intake
// statement adds (intake.ts) to write the key with the order in one statement.
import { createHash } from 'node:crypto';
import {
  canonicalJson,
  idempotencyKeyHeader,
  idempotencyKeyRetentionHours,
  isIdempotencyKey,
} from '@noren/domain/orders/idempotency';
import type { Order, OrderIntakeInput } from '@noren/domain/orders/schemas';
import type { Selectable } from 'kysely';
import pg from 'pg';
import { type Db, runPrepared } from '../../db/database.ts';
import type { FoodOrderLinesTable, IdempotencyScopeKind } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { IntakeActor } from './intake.ts';
import { type OrderAnswerRow, toLine, toOrder } from './read.ts';

/** A request with a valid key: whose key it is, the key, and the hash of its canonical body. */
export interface KeyedRequest {
  scope_kind: IdempotencyScopeKind;
  scope_id: number;
  key: string;
  request_hash: string;
}

/** What the intake statement stores with a key: the answered row (timestamps as text) and lines. */
interface StoredAnswer {
  request_hash: string;
  answer: {
    order: Omit<OrderAnswerRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };
    lines: Selectable<FoodOrderLinesTable>[];
  };
}

export function keyedRequest(actor: IntakeActor, header: string | string[], input: OrderIntakeInput): KeyedRequest {
  if (!isIdempotencyKey(header)) {
    throw new AppError(400, 'ORDER_IDEMPOTENCY_KEY_INVALID', {}, idempotencyKeyHeader);
  }
  return {
    // An api-key client's keys are its own; the dashboard's are its restaurant's (all its staff).
    ...(actor.kind === 'app'
      ? { scope_kind: 'app', scope_id: actor.id_api_client }
      : { scope_kind: 'restaurant', scope_id: actor.id_restaurant }),
    key: header,
    // The body as validated (numbers as numbers, dates normalised), keys sorted: a retry that
    // serialises the same order differently is still the same request.
    request_hash: createHash('sha256').update(canonicalJson(input)).digest('hex'),
  };
}

const storedAnswerStatement = `
  SELECT request_hash, answer FROM idempotency_keys
  WHERE scope_kind = $1 AND scope_id = $2 AND idempotency_key = $3`;

export async function readStoredAnswer(db: Db, keyed: KeyedRequest): Promise<StoredAnswer | null> {
  const [row] = await runPrepared<StoredAnswer>(db, 'orders.intake.idempotency', storedAnswerStatement, [
    keyed.scope_kind,
    keyed.scope_id,
    keyed.key,
  ]);
  return row ?? null;
}

// The driver's own timestamp parser: the stored text is what the driver read for the first answer.
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** The first answer again, or 409 when the key was used for another body. */
export function replay(stored: StoredAnswer, keyed: KeyedRequest, storage: Storage): Order {
  if (stored.request_hash !== keyed.request_hash) {
    throw new AppError(409, 'ORDER_IDEMPOTENCY_KEY_REUSED', {}, idempotencyKeyHeader);
  }
  const { order, lines } = stored.answer;
  return toOrder(
    { ...order, created_at: parseTimestamp(order.created_at), updated_at: parseTimestamp(order.updated_at) },
    lines.map((line) => toLine(line, storage)),
  );
}

/** Did the keyed statement fail because another request committed (or holds) the same key? */
export function isKeyTaken(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'idempotency_keys_pkey';
}

/**
 * The keyed intake statement's extra steps, its key's four parameters starting at `first` (scope
 * kind, scope id, key, body hash). Timestamps go as text (the driver parses the same text on replay
 * into the same Date); lines as the plain statement answers them.
 */
export const keySteps = (first: number) => `,
  idem AS (
    INSERT INTO idempotency_keys (scope_kind, scope_id, idempotency_key, request_hash, id_food_order, answer)
    SELECT $${first}::text, $${first + 1}::int, $${first + 2}::text,
      $${first + 3}::text, ord.id_food_order,
      jsonb_build_object(
        'order', to_jsonb(ord) || jsonb_build_object('is_printed', print.is_printed,
          'created_at', ord.created_at::text, 'updated_at', ord.updated_at::text),
        'lines', (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]') FROM ins_lines l)::jsonb)
    FROM ord, print
    RETURNING 1
  ),
  expired AS (
    DELETE FROM idempotency_keys k
    WHERE (k.scope_kind, k.scope_id, k.idempotency_key) IN (
      SELECT x.scope_kind, x.scope_id, x.idempotency_key FROM idempotency_keys x
      WHERE x.created_at < now() - interval '${idempotencyKeyRetentionHours} hours'
      ORDER BY x.created_at
      LIMIT 2
      FOR UPDATE SKIP LOCKED)
    RETURNING 1
  )`;
