// The restaurant whose resources a screen reads: the signed-in user's (the session is the truth).
import { type ComponentType, createElement } from 'react';
import { useSession } from '../lib/auth.ts';

/** The signed-in user's restaurant; null for a superadmin or while the session loads. */
export function useRestaurantId(): number | null {
  return useSession().data?.id_restaurant ?? null;
}

/**
 * A screen of the signed-in restaurant: `Screen` with the restaurant's id, nothing while there is
 * none (the router shows these screens to restaurant users only; the session may still be loading).
 */
export function restaurantScreen(Screen: ComponentType<{ idRestaurant: number }>): ComponentType {
  return function RestaurantScreen() {
    const idRestaurant = useRestaurantId();
    return idRestaurant === null ? null : createElement(Screen, { idRestaurant });
  };
}

/** What a screen may ask of a restaurant resource's hook. */
export interface ReadOptions {
  /** False holds the request back (a dialog not open yet, a screen that does not show it). */
  enabled?: boolean;
}
