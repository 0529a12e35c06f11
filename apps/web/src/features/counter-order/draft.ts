// The counter order being taken, kept in the tab's session storage so a reload keeps it: the
// temporary user whose cart the server holds (PATCH/GET restaurant/cart/{tempUserId}/…) and the
// receiving method it was chosen for. A new order starts a new temporary user.
import { tempUserId } from '@noren/domain/orders/cart';
import { z } from 'zod';

const draftKey = 'counter_order_draft';

export const counterMethodSchema = z.object({
  /** Method type, or 'free' for a call-number ticket. */
  id_receiving_method: z.union([z.number().int(), z.literal('free')]),
  id_restaurant_receiving_method: z.number().int().nullable(),
  title: z.string(),
});
export type CounterMethod = z.infer<typeof counterMethodSchema>;

const draftSchema = z.object({
  id_restaurant: z.number().int(),
  temp_user: z.string(),
  method: counterMethodSchema.nullable(),
});
export type CounterDraft = z.infer<typeof draftSchema>;

/** crypto.randomUUID exists only on secure pages; a tablet may open the app over plain http on the LAN. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'));
  return `${hex.slice(0, 4).join('')}-${hex.slice(4, 6).join('')}-${hex.slice(6, 8).join('')}-${hex.slice(8, 10).join('')}-${hex.slice(10).join('')}`;
}

function newDraft(idRestaurant: number): CounterDraft {
  return { id_restaurant: idRestaurant, temp_user: tempUserId(randomUuid()), method: null };
}

/** The tab's draft for this restaurant, or a new one (a new temporary user). */
export function readDraft(idRestaurant: number): CounterDraft {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(window.sessionStorage.getItem(draftKey) ?? 'null'));
    if (parsed.success && parsed.data.id_restaurant === idRestaurant) return parsed.data;
  } catch {
    // Unreadable storage: start afresh.
  }
  return writeDraft(newDraft(idRestaurant));
}

export function writeDraft(draft: CounterDraft): CounterDraft {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Without storage the cart still lives on the server for this page's life.
  }
  return draft;
}

/** After an order is created: the next one is another temporary user. */
export function nextDraft(idRestaurant: number): CounterDraft {
  return writeDraft(newDraft(idRestaurant));
}
