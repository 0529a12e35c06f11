// The print queue as a device uses it (spec 3 §7; apps/server/src/modules/print-queue/README.md),
// always naming this browser's device in X-Print-Device so that jobs are leased to it:
//   POST  restaurant/order/print/status           claim the slips still to print (the orders, each with its job)
//   PATCH restaurant/order/print/status           {id_food_order, is_printed}: printed, or failed (back to the queue)
//   POST  restaurant/order/print/reprint/{id}     the print icon: the slip again (再発行)
//   GET   restaurant/order/print/issuer/{id}      the restaurant's name and registration number slips carry
import { orderSchema } from '@noren/domain/orders/schemas';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, apiBasePath } from '../../../lib/api-client.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import type { PendingReport } from '../print-state.ts';

export const claimedJobSchema = orderSchema.extend({
  id_print_job: z.number().int(),
  is_reprint: z.boolean(),
});
export type ClaimedJob = z.infer<typeof claimedJobSchema>;

const slipIssuerSchema = z.object({
  name: z.string(),
  registration_number: z.string().nullable(),
  company: z.string().nullable(),
});

/** Who issues the slips (any user who prints may read it: Profile is not needed). */
export const slipIssuerQuery = (idRestaurant: number) =>
  queryOptions({
    queryKey: ['print', 'issuer', idRestaurant] as const,
    queryFn: async ({ signal }) =>
      slipIssuerSchema.parse(
        (await api.get<unknown>(`restaurant/order/print/issuer/${idRestaurant}`, { signal })).data,
      ),
  });

/** The device's print filter (spec 3 §7 body of POST print/status). */
export interface ClaimFilter {
  id_restaurant: number;
  list_categories?: (number | 'free')[];
  is_get_free_food_order?: boolean;
}

/**
 * A call with the X-Print-Device header (the app's api client sends no custom headers): the same
 * envelope and ApiError as every other call.
 */
async function deviceCall(method: 'POST' | 'PATCH', path: string, device: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${apiBasePath}/${path}`, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Print-Device': device },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, message: 'Network Error', message_jp: '通信エラーが発生しました。' });
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
    message_jp?: string;
    code?: string;
  } | null;
  if (response.ok) return payload?.data;
  const fallback = getStoredLanguage() === 'en' ? 'Something went wrong' : 'エラーが発生しました';
  throw new ApiError({
    status: response.status,
    message: payload?.message ?? fallback,
    message_jp: payload?.message_jp ?? fallback,
    ...(payload?.code ? { code: payload.code } : {}),
  });
}

export async function claimJobs(device: string, filter: ClaimFilter): Promise<ClaimedJob[]> {
  return z.array(claimedJobSchema).parse(await deviceCall('POST', 'restaurant/order/print/status', device, filter));
}

export async function reportPrint(device: string, report: Pick<PendingReport, 'id_food_order' | 'is_printed'>) {
  await deviceCall('PATCH', 'restaurant/order/print/status', device, {
    id_food_order: report.id_food_order,
    is_printed: report.is_printed,
  });
}

export async function requestReprint(idFoodOrder: number): Promise<void> {
  await api.post<unknown>(`restaurant/order/print/reprint/${idFoodOrder}`);
}
