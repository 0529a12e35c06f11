// The list / create / update / delete routes of one restaurant entity on one path, declared once:
//
//   GET    <url>/:id_restaurant  the restaurant's rows (totalData their count), when `list` is given
//   POST   <url>                 create (201)
//   PATCH  <url>                 update (the Add/Edit modal)
//   PUT    <url>                 update (the list: status switch and edits), the same behaviour
//   DELETE <url>                 delete (answers null with its message)
//
// The writes share one access and `readBody` (create and update; a delete body is unwrapped as
// usual). Every handler calls its service with the caller's restaurant: an id_restaurant in the
// path or body must be it (`restaurantOf`, else 404). `restaurantListRoute` declares the list
// alone, for an area whose writes are shaped otherwise.
import type { MessageCode } from '@noren/domain/messages';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { type Access, restaurantOf } from '../plugins/access.ts';
import type { Routes } from './route.ts';

/** A list of the restaurant's rows: who may read it, and the service call answering it. */
export interface RestaurantList {
  access: Access;
  summary: string;
  run: (idRestaurant: number) => unknown;
}

type Run<B extends z.ZodType> = (idRestaurant: number, body: z.output<B>) => unknown;

export interface CrudRoutes<C extends z.ZodType, U extends z.ZodType, D extends z.ZodType> {
  /** Who may create, update and delete. */
  access: Access;
  /** Reads the create and update bodies (file-name aliases); `{data}` is unwrapped when absent. */
  readBody?: (body: unknown) => unknown;
  list?: RestaurantList;
  create: { summary: string; body: C; created: MessageCode; run: Run<C> };
  /** One summary for both methods, or the modal's (PATCH) and the list's (PUT). */
  update: { summary: string | { patch: string; put: string }; body: U; code: MessageCode; run: Run<U> };
  remove: { summary: string; body: D; code: MessageCode; run: Run<D> };
}

/** The id_restaurant a body names, if any (bodies without one belong to the session's restaurant). */
const namedRestaurant = (body: unknown) => (body as { id_restaurant?: number | null }).id_restaurant;

/** GET <url>/:id_restaurant: the restaurant's rows, totalData their count. */
export function restaurantListRoute(route: Routes, url: string, list: RestaurantList): void {
  route.get(
    `${url}/:id_restaurant`,
    { access: list.access, summary: list.summary, params: z.object({ id_restaurant: idParam }), list: true },
    ({ params, request }) => list.run(restaurantOf(request, params.id_restaurant)),
  );
}

export function crudRoutes<C extends z.ZodType, U extends z.ZodType, D extends z.ZodType>(
  route: Routes,
  url: string,
  spec: CrudRoutes<C, U, D>,
): void {
  const { access, readBody, list, create, update, remove } = spec;
  const reading = readBody ? { readBody } : {};

  if (list) restaurantListRoute(route, url, list);

  route.post(
    url,
    { access, summary: create.summary, body: create.body, ...reading, created: create.created },
    (input) => create.run(restaurantOf(input.request, namedRestaurant(input.body)), input.body as z.output<C>),
  );

  const summaries =
    typeof update.summary === 'string' ? { patch: update.summary, put: update.summary } : update.summary;
  for (const method of ['patch', 'put'] as const) {
    route[method](
      url,
      { access, summary: summaries[method], body: update.body, ...reading, code: update.code },
      (input) => update.run(restaurantOf(input.request, namedRestaurant(input.body)), input.body as z.output<U>),
    );
  }

  route.delete(url, { access, summary: remove.summary, body: remove.body, code: remove.code, noData: true }, (input) =>
    remove.run(restaurantOf(input.request, namedRestaurant(input.body)), input.body as z.output<D>),
  );
}
