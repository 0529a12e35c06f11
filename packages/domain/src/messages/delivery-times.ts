// Server messages of the delivery-times area (English and Japanese; spec texts verbatim).
import type { BilingualText } from '../messages.ts';

export const deliveryTimesMessages = {} as const satisfies Record<string, BilingualText>;
