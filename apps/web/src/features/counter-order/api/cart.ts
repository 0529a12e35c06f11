// The counter's cart, kept by the server per temporary user (spec 3 §7): GET restaurant/cart/
// {tempUserId}/{id_restaurant} when the flow opens (a reload keeps the cart), PATCH with the whole
// cart_detail on every change. The screen shows a change at once; a refused PATCH puts back what
// the server holds (its bilingual reason in the global error toast).
import { type CartLine, cartAnswerSchema } from '@noren/domain/orders/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const cartKey = (tempUser: string, idRestaurant: number) => ['counter-cart', tempUser, idRestaurant] as const;

const cartPath = (tempUser: string, idRestaurant: number) => `restaurant/cart/${tempUser}/${idRestaurant}`;

export async function getCart(tempUser: string, idRestaurant: number, signal?: AbortSignal): Promise<CartLine[]> {
  const answer = await api.get<unknown>(cartPath(tempUser, idRestaurant), { signal });
  return cartAnswerSchema.parse(answer.data).cart_detail;
}

export async function patchCart(tempUser: string, idRestaurant: number, lines: readonly CartLine[]) {
  const answer = await api.patch<unknown>(cartPath(tempUser, idRestaurant), { cart_detail: lines });
  return cartAnswerSchema.parse(answer.data).cart_detail;
}

export function useCart(tempUser: string, idRestaurant: number) {
  return useQuery({
    queryKey: cartKey(tempUser, idRestaurant),
    queryFn: ({ signal }) => getCart(tempUser, idRestaurant, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the whole cart; the cache shows it at once and is put back to the server's on failure. */
export function useSaveCart(tempUser: string, idRestaurant: number) {
  const queryClient = useQueryClient();
  const key = cartKey(tempUser, idRestaurant);
  return useMutation({
    mutationFn: (lines: CartLine[]) => patchCart(tempUser, idRestaurant, lines),
    onMutate: async (lines) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, lines);
    },
    onSuccess: (saved, lines) => {
      // A later change may already be on screen; only the answer to the latest one is kept.
      if (queryClient.getQueryData(key) === lines) queryClient.setQueryData(key, saved);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
