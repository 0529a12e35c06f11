// Paths of spec 1 §7 "Restaurants and stores" about stores (superadmin, the /store screen): the
// list, create and edit the spec names, the delete and the address search it does not
// (docs/decisions-platform-9s1.md). A store's restaurants are in restaurants/routes.ts.
import {
  createStoreSchema,
  deleteStoreSchema,
  geocodeQuerySchema,
  updateStoreSchema,
} from '@noren/domain/platform/stores';
import { page, routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { addressPickerSettings, geocoderFromConfig } from './geocoder.ts';
import { createStoresService } from './service.ts';

const can = { manage: access.superadmin() };

export const storesRoutes: ModuleRoutes = (deps) => async (app) => {
  const stores = createStoresService(deps.db);
  const geocoder = geocoderFromConfig(deps.config.geocoder);
  const route = routesOf(app, ['stores']);

  route.get(
    '/restaurant/store',
    { access: can.manage, summary: 'Every store with its delivery areas', list: true },
    () => stores.list(),
  );

  route.post(
    '/restaurant/store',
    {
      access: can.manage,
      summary: 'Create a store (code_store unique; placeid: a provider place or "manual")',
      body: createStoreSchema,
      created: 'STORE_CREATED',
    },
    ({ body }) => stores.create(body),
  );

  route.put(
    '/restaurant/store',
    {
      access: can.manage,
      summary: "Edit a store (a delivery_area_list given replaces the store's areas)",
      body: updateStoreSchema,
      code: 'STORE_UPDATED',
    },
    ({ body }) => stores.update(body),
  );

  route.delete(
    '/restaurant/store',
    {
      access: can.manage,
      summary: 'Delete a store (refused while live restaurants belong to it)',
      body: deleteStoreSchema,
      code: 'STORE_DELETED',
    },
    async ({ body }) => {
      await stores.remove(body.id_store);
      return null;
    },
  );

  route.get(
    '/restaurant/geocode',
    {
      access: can.manage,
      summary: 'Address search for the store picker: places, or provider null when none is configured',
      query: geocodeQuerySchema,
    },
    async ({ query }) => {
      if (!geocoder) return page([], 0, { provider: null });
      const places = await geocoder.search(query.q);
      return page(places, places.length, { provider: geocoder.provider });
    },
  );

  route.get(
    '/restaurant/geocode/settings',
    { access: can.manage, summary: "The store picker's geocoder (or null) and map tile URL template" },
    () => addressPickerSettings(geocoder, deps.config.map),
  );
};
