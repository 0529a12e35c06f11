// Server messages of platform administration: restaurants, stores, restaurant categories, notes
// and questions (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const platformMessages = {} as const satisfies Record<string, BilingualText>;
