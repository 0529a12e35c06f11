// The restaurant's cloud printers (apps/server/src/modules/print-queue/README.md):
//   GET    restaurant/cloud-printer          the list (never a token)
//   POST   restaurant/cloud-printer          add one: printer_name, kind, list_categories, is_get_free_food_order;
//                                            the answer holds its token, the only time it is shown
//   DELETE restaurant/cloud-printer/{id}     remove one (its token stops working)
import type { Envelope } from '@noren/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export const cloudPrinterKinds = ['cloudprnt', 'sdp'] as const;
export type CloudPrinterKind = (typeof cloudPrinterKinds)[number];

const cloudPrinterSchema = z.object({
  id_cloud_printer: z.number().int(),
  printer_name: z.string(),
  kind: z.enum(cloudPrinterKinds),
  list_categories: z.array(z.union([z.number(), z.string()])).catch([]),
  is_get_free_food_order: z.boolean(),
  last_seen_at: z.string().nullable(),
});
export type CloudPrinter = z.infer<typeof cloudPrinterSchema>;

const addedSchema = cloudPrinterSchema.extend({ token: z.string() });
export type AddedCloudPrinter = z.infer<typeof addedSchema>;

export const cloudPrinterKeys = { all: ['cloud-printers'] as const };

export function useCloudPrinters() {
  return useQuery({
    queryKey: cloudPrinterKeys.all,
    queryFn: async ({ signal }) =>
      z.array(cloudPrinterSchema).parse((await api.get<unknown>('restaurant/cloud-printer', { signal })).data),
  });
}

export interface NewCloudPrinter {
  printer_name: string;
  kind: CloudPrinterKind;
  list_categories: (number | 'free')[];
  is_get_free_food_order: boolean;
}

const invalidate = (queryClient: import('@tanstack/react-query').QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cloudPrinterKeys.all });

export function useAddCloudPrinter() {
  return useResourceMutation(
    async (input: NewCloudPrinter) =>
      addedSchema.parse((await api.post<unknown>('restaurant/cloud-printer', input)).data),
    invalidate,
  );
}

export function useDeleteCloudPrinter() {
  return useResourceMutation(
    (id: number): Promise<Envelope<unknown>> => api.delete<unknown>(`restaurant/cloud-printer/${id}`),
    invalidate,
  );
}
