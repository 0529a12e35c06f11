// POST (first save) or PUT restaurant/signage-setting/{code_store}: the store's TV board — the
// vertical banner, the call screen (image or mp4), the ring sound (mp3), all three — the QR switch and the spoken-calls switch.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateSignageSetting } from '../../../resources/profile.ts';

export interface SaveSignageSetting {
  codeStore: number;
  isNew: boolean;
  body: {
    vertical_banner: string;
    order_completion_screen: string;
    ring_sound: string;
    is_show_qr: boolean;
    is_speak_numbers: boolean;
  };
}

export function saveSignageSetting({ codeStore, isNew, body }: SaveSignageSetting): Promise<Envelope<unknown>> {
  const path = `restaurant/signage-setting/${codeStore}`;
  return isNew ? api.post<unknown>(path, body) : api.put<unknown>(path, body);
}

export function useSaveSignageSetting() {
  return useResourceMutation(saveSignageSetting, invalidateSignageSetting);
}
