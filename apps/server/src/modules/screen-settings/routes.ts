// Order terminal settings (spec 1 §7: GET, POST, PUT restaurant/order-terminal-setting/
// {id_restaurant}) and signage settings (spec 1 §7, "a signage setting path keyed by code_store",
// path not shown: GET, POST, PUT restaurant/signage-setting/{code_store}; docs/decisions-platform-9s2.md).
// Both are part of the Profile screen; the superadmin may set them for any restaurant or store.
import { saveSignageSettingSchema } from '@noren/domain/platform/signage-settings';
import { saveTerminalSettingSchema } from '@noren/domain/platform/terminal-settings';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createScreenSettingsService, type Saver } from './service.ts';

/** Who may call these routes: the Profile screen (owners, staff allowed it), and the superadmin. */
const can = { profile: access.restaurantOrSuperadmin('profile') };

function saverOf(request: FastifyRequest): Saver {
  const session = requireSession(request);
  return { idRestaurant: session.id_restaurant, isSuperadmin: session.is_superadmin };
}

export const screenSettingsRoutes: ModuleRoutes = (deps) => async (app) => {
  const settings = createScreenSettingsService(deps.db, deps.storage);
  const route = routesOf(app, ['screen-settings']);
  const terminalPath = '/restaurant/order-terminal-setting/:id_restaurant';
  const signagePath = '/restaurant/signage-setting/:code_store';
  const terminalParams = z.object({ id_restaurant: idParam });
  const signageParams = z.object({ code_store: idParam });

  route.get(
    terminalPath,
    {
      access: can.profile,
      summary: "The restaurant's order terminal settings with the pictures' URLs (null before the first save)",
      params: terminalParams,
    },
    async ({ params, request }) =>
      settings.terminal(await settings.terminalRestaurant(saverOf(request), params.id_restaurant)),
  );

  route.on(['post', 'put'])(
    terminalPath,
    {
      access: can.profile,
      summary:
        'Save the order terminal settings: the given fields (absent: unchanged, null: removed); the first save creates them',
      params: terminalParams,
      body: saveTerminalSettingSchema,
      code: 'TERMINAL_SETTING_SAVED',
    },
    async ({ params, body, request }) => {
      const saver = saverOf(request);
      return settings.saveTerminal(await settings.terminalRestaurant(saver, params.id_restaurant), body, saver);
    },
  );

  route.get(
    signagePath,
    {
      access: can.profile,
      summary: "The store's signage settings with image_and_audio_url (null before the first save)",
      params: signageParams,
    },
    async ({ params, request }) => settings.signage(await settings.signageStore(saverOf(request), params.code_store)),
  );

  route.on(['post', 'put'])(
    signagePath,
    {
      access: can.profile,
      summary:
        "Save the store's signage settings: vertical banner (image), call screen (image or mp4), ring sound (mp3), all required",
      params: signageParams,
      body: saveSignageSettingSchema,
      code: 'SIGNAGE_SETTING_SAVED',
    },
    async ({ params, body, request }) => {
      const saver = saverOf(request);
      return settings.saveSignage(await settings.signageStore(saver, params.code_store), body, saver);
    },
  );
};
