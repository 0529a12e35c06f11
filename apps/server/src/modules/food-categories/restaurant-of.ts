// The restaurant a catalogue call acts on: always the session's. An id_restaurant the client puts
// in the path or body must be that same one, else the answer is 404 (never 403), like any other
// tenant's id.
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { requireRestaurant } from '../../plugins/auth.ts';

export function restaurantOf(request: FastifyRequest, given?: number): number {
  const { id_restaurant } = requireRestaurant(request);
  if (given !== undefined && given !== id_restaurant) throw notFound();
  return id_restaurant;
}
