// PATCH restaurant/delivery-time/{id} {max_order}: a frame's quota. The server refuses a value
// below the orders already received (400 naming max_order, with the count in its message).
import { type DeliveryTimeFrame, deliveryTimeFrameSchema } from '@noren/domain/delivery-time-frames';
import { api } from '../../../lib/api-client.ts';
import { invalidateDeliveryTimes } from '../../../resources/delivery-time-frames.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export interface UpdateDeliveryTimeInput {
  id_delivery_time_frame: number;
  max_order: number;
}

export async function updateDeliveryTime({
  id_delivery_time_frame,
  max_order,
}: UpdateDeliveryTimeInput): Promise<DeliveryTimeFrame> {
  const answer = await api.patch<unknown>(`restaurant/delivery-time/${id_delivery_time_frame}`, { max_order });
  return deliveryTimeFrameSchema.parse(answer.data);
}

/** The form shows a refusal beside its field and toasts anything else itself. */
export function useUpdateDeliveryTime() {
  return useResourceMutation(updateDeliveryTime, invalidateDeliveryTimes, { quiet: true });
}
