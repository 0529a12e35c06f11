// Server messages of the banners area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const bannersMessages = {} as const satisfies Record<string, BilingualText>;
