// Server messages of the wait-times area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const waitTimesMessages = {} as const satisfies Record<string, BilingualText>;
