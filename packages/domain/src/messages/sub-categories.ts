// Server messages of the sub-categories area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const subCategoriesMessages = {} as const satisfies Record<string, BilingualText>;
