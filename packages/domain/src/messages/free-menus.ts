// Server messages of the free-menus area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const freeMenusMessages = {} as const satisfies Record<string, BilingualText>;
