// Server messages of the categories area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const categoriesMessages = {} as const satisfies Record<string, BilingualText>;
