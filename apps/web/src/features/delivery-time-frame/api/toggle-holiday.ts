// PATCH restaurant/holiday {id_restaurant, date: 'YYYY/MM/DD'}: the one call that makes a date a
// holiday or a working day again. It changes the frames too, so both lists are refreshed.
import { type HolidayToggleResult, holidayToggleResultSchema, toHolidayWire } from '@noren/domain/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateHolidays } from '../../../resources/holidays.ts';
import { keys } from '../../../resources/query-keys.ts';

export interface ToggleHolidayInput {
  idRestaurant: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export async function toggleHoliday({ idRestaurant, date }: ToggleHolidayInput): Promise<HolidayToggleResult> {
  const answer = await api.patch<unknown>('restaurant/holiday', {
    id_restaurant: idRestaurant,
    date: toHolidayWire(date),
  });
  return holidayToggleResultSchema.parse(answer.data);
}

/** Marks the day at once (a tap on a kitchen tablet must show), and puts it back if the call fails. */
export function useToggleHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleHoliday,
    onMutate: async ({ idRestaurant, date }) => {
      const key = keys.holidays.list(idRestaurant);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key);
      if (before) {
        const after = before.includes(date) ? before.filter((day) => day !== date) : [...before, date].sort();
        queryClient.setQueryData<string[]>(key, after);
      }
      return { key, before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: async () => {
      // The frame list is usually not on screen now: drop it, so going back shows the new frames
      // (loading first) rather than a moment of the old ones on a day that just closed.
      queryClient.removeQueries({ queryKey: keys.deliveryTimes.lists(), type: 'inactive' });
      await invalidateHolidays(queryClient);
    },
  });
}
