// Server messages of the uploads area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const uploadsMessages = {} as const satisfies Record<string, BilingualText>;
