// Server messages of the holidays area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const holidaysMessages = {} as const satisfies Record<string, BilingualText>;
