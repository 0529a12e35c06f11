// Server messages of the receiving-methods area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const receivingMethodsMessages = {} as const satisfies Record<string, BilingualText>;
