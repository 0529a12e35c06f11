// POST (first save) or PUT restaurant/order-terminal-setting/{id_restaurant}: the kiosk's logo,
// main colour, header banner, top and closing screens. Both save on the server (an upsert).
import type { Envelope } from '@noren/domain/messages';
import type { SaveTerminalSettingInput } from '@noren/domain/platform/terminal-settings';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateTerminalSetting } from '../../../resources/profile.ts';

export interface SaveTerminalSetting {
  idRestaurant: number;
  /** No setting stored yet: POST, else PUT. */
  isNew: boolean;
  body: SaveTerminalSettingInput;
}

export function saveTerminalSetting({ idRestaurant, isNew, body }: SaveTerminalSetting): Promise<Envelope<unknown>> {
  const path = `restaurant/order-terminal-setting/${idRestaurant}`;
  return isNew ? api.post<unknown>(path, body) : api.put<unknown>(path, body);
}

export function useSaveTerminalSetting() {
  return useResourceMutation(saveTerminalSetting, invalidateTerminalSetting);
}
