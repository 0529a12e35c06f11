// The restaurant whose resources a screen reads: the signed-in user's (the session is the truth).
import { useSession } from '../lib/auth.ts';

/** The signed-in user's restaurant; null for a superadmin or while the session loads. */
export function useRestaurantId(): number | null {
  return useSession().data?.id_restaurant ?? null;
}

/** What a screen may ask of a restaurant resource's hook. */
export interface ReadOptions {
  /** False holds the request back (a dialog not open yet, a screen that does not show it). */
  enabled?: boolean;
}
