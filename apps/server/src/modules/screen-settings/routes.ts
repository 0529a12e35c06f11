// Order terminal settings (spec 1 §7: GET, POST, PUT restaurant/order-terminal-setting/
// {id_restaurant}) and signage settings (spec 1 §7, "a signage setting path keyed by code_store",
// path not shown: GET, POST, PUT restaurant/signage-setting/{code_store}; docs/decisions-platform-9s2.md).
// Both are part of the Profile screen; the superadmin may set them for any restaurant or store.

import type { MessageCode } from '@noren/domain/messages';
import { saveSignageSettingSchema } from '@noren/domain/platform/signage-settings';
import { saveTerminalSettingSchema } from '@noren/domain/platform/terminal-settings';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Routes, routesOf } from '../../lib/route.ts';
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

/**
 * The setting of the place a path names (`:key`: a restaurant or a store): GET answers it with its
 * files' URLs (null before the first save); POST and PUT save it, one behaviour for both.
 */
function settingRoutes<B extends z.ZodType>(
  route: Routes,
  url: string,
  key: string,
  spec: {
    /** The place the caller may read and save (else 404), from the path's id. */
    place: (saver: Saver, id: number) => Promise<number>;
    read: { summary: string; run: (place: number) => unknown };
    save: {
      summary: string;
      body: B;
      code: MessageCode;
      run: (place: number, body: z.output<B>, saver: Saver) => unknown;
    };
  },
): void {
  const params = z.object({ [key]: idParam });
  route.get(url, { access: can.profile, summary: spec.read.summary, params }, async ({ params, request }) =>
    spec.read.run(await spec.place(saverOf(request), params[key] as number)),
  );
  route.on(['post', 'put'])(
    url,
    { access: can.profile, summary: spec.save.summary, params, body: spec.save.body, code: spec.save.code },
    async ({ params, body, request }) => {
      const saver = saverOf(request);
      return spec.save.run(await spec.place(saver, params[key] as number), body as z.output<B>, saver);
    },
  );
}

export const screenSettingsRoutes: ModuleRoutes = (deps) => async (app) => {
  const settings = createScreenSettingsService(deps.db, deps.storage);
  const route = routesOf(app, ['screen-settings']);

  settingRoutes(route, '/restaurant/order-terminal-setting/:id_restaurant', 'id_restaurant', {
    place: (saver, id) => settings.terminalRestaurant(saver, id),
    read: {
      summary: "The restaurant's order terminal settings with the pictures' URLs (null before the first save)",
      run: (idRestaurant) => settings.terminal(idRestaurant),
    },
    save: {
      summary:
        'Save the order terminal settings: the given fields (absent: unchanged, null: removed); the first save creates them',
      body: saveTerminalSettingSchema,
      code: 'TERMINAL_SETTING_SAVED',
      run: (idRestaurant, body, saver) => settings.saveTerminal(idRestaurant, body, saver),
    },
  });

  settingRoutes(route, '/restaurant/signage-setting/:code_store', 'code_store', {
    place: (saver, code) => settings.signageStore(saver, code),
    read: {
      summary: "The store's signage settings with image_and_audio_url (null before the first save)",
      run: (codeStore) => settings.signage(codeStore),
    },
    save: {
      summary:
        "Save the store's signage settings: vertical banner (image), call screen (image or mp4), ring sound (mp3), all required",
      body: saveSignageSettingSchema,
      code: 'SIGNAGE_SETTING_SAVED',
      run: (codeStore, body, saver) => settings.saveSignage(codeStore, body, saver),
    },
  });
};
