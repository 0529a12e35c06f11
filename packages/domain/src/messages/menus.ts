// Server messages of the menus area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const menusMessages = {} as const satisfies Record<string, BilingualText>;
