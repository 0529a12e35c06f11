// One way to declare a route: its access, what it reads (body, path, query; validated by zod) and
// what it answers. The handler returns the data; the envelope, the 201 of a create and totalData
// of a list are built here, so a routes.ts reads as a table of paths and the services they call.
//
//   const route = routesOf(app, ['food-banners']);
//   route.post('/restaurant/banner', { access: can.use, summary: 'Create a food banner',
//     body: createBannerSchema, created: 'BANNER_CREATED' },
//     ({ body, request }) => banners.create(restaurantOf(request, body.id_restaurant), body));
import type { MessageCode } from '@noren/domain/messages';
import { unwrapData } from '@noren/domain/users';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { Access } from '../plugins/access.ts';
import { ok } from './envelope.ts';

type Read<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteOptions<B, P, Q> {
  access: Access;
  summary: string;
  /** The body, sent plain or wrapped in {data} (spec: some screens send {data}). */
  body?: B;
  /** Read the body with this instead of unwrapping {data} (file-name aliases, optional bodies). */
  readBody?: (body: unknown) => unknown;
  /** Runs before the body is validated (checks on the raw body, who the caller is). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  params?: P;
  query?: Q;
  /** The message of the answer (SUCCESS when not given). */
  code?: MessageCode;
  /** A create: answers 201 with this message. */
  created?: MessageCode;
  /** The answer is a list: totalData is its length. */
  list?: boolean;
  /** The answer's data is null whatever the handler returns (a delete, a password reset). */
  noData?: boolean;
}

export interface RouteInput<B, P, Q> {
  body: Read<B>;
  params: Read<P>;
  query: Read<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An answer whose message has parameters ("{count} menus updated"). */
export class Said<T> {
  constructor(
    readonly data: T,
    readonly code: MessageCode,
    readonly params: Record<string, string | number>,
  ) {}
}

export const said = <T>(data: T, code: MessageCode, params: Record<string, string | number>): Said<T> =>
  new Said(data, code, params);

/** A body that may be left out entirely: no body, or null, is read as {}. */
export const optionalBody = (body: unknown): unknown => unwrapData(body ?? {});

/**
 * A page of rows (or an answer holding them, as the order list with its statistics) and how many
 * rows there are in all: answered as data and totalData, plus any `more` fields beside them in the
 * envelope (totalPage of the lists that the ordering app pages through).
 */
export class Page<T> {
  constructor(
    readonly rows: T,
    readonly total: number,
    readonly more: Record<string, unknown> = {},
  ) {}
}

export const page = <T>(rows: T, total: number, more?: Record<string, unknown>): Page<T> => new Page(rows, total, more);

/** The page a service found ({rows, total}), answered as data and totalData. */
export async function pageOf<T>(found: Promise<{ rows: T; total: number }>): Promise<Page<T>> {
  const { rows, total } = await found;
  return page(rows, total);
}

type Handler<B, P, Q> = (input: RouteInput<B, P, Q>) => unknown;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function answer(data: unknown, options: RouteOptions<unknown, unknown, unknown>, reply: FastifyReply) {
  if (options.created) reply.status(201);
  const code = options.created ?? options.code;
  const status = options.created ? 201 : undefined;
  if (data instanceof Said) return ok(data.data, { code: data.code, params: data.params, status });
  if (data instanceof Page) return { ...ok(data.rows, { code, status, totalData: data.total }), ...data.more };
  const totalData = options.list && Array.isArray(data) ? data.length : undefined;
  return ok(data, { code, status, totalData });
}

function declare<B extends z.ZodType | undefined, P extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  app: FastifyInstance,
  tags: string[],
  methods: HTTPMethods[],
  url: string,
  options: RouteOptions<B, P, Q>,
  handler: Handler<B, P, Q>,
): void {
  const { body, readBody = unwrapData, params, query } = options;
  app.route({
    method: methods,
    url,
    config: { access: options.access },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags,
      summary: options.summary,
      ...(body ? { body: z.preprocess(readBody, body) } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
    },
    handler: async (request, reply) => {
      const data = await handler({
        body: request.body as Read<B>,
        params: request.params as Read<P>,
        query: request.query as Read<Q>,
        request,
        reply,
      });
      // A handler that answered by itself (a file, a redirect, a custom status) is left alone.
      if (reply.sent || data === reply) return reply;
      return answer(options.noData ? null : data, options as RouteOptions<unknown, unknown, unknown>, reply);
    },
  });
}

type Declare = <
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  url: string,
  options: RouteOptions<B, P, Q>,
  handler: Handler<B, P, Q>,
) => void;

export type Routes = Record<Method, Declare> & {
  /** One behaviour under several methods (the modal saves with PATCH, the list with PUT). */
  on(methods: Method[]): Declare;
};

/** The route declarer of one area: every route it declares carries these OpenAPI tags. */
export function routesOf(app: FastifyInstance, tags: string[]): Routes {
  const on =
    (methods: Method[]): Declare =>
    (url, options, handler) =>
      declare(
        app,
        tags,
        methods.map((method) => method.toUpperCase() as HTTPMethods),
        url,
        options,
        handler,
      );
  return { get: on(['get']), post: on(['post']), put: on(['put']), patch: on(['patch']), delete: on(['delete']), on };
}
