// Server messages of restaurant-wide (platform) banners, order-terminal and signage settings, and
// app uploads (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const screenSettingsMessages = {} as const satisfies Record<string, BilingualText>;
