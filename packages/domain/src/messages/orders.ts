// Server messages of the orders area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const ordersMessages = {} as const satisfies Record<string, BilingualText>;
