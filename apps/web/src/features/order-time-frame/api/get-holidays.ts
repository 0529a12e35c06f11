// GET restaurant/holiday?id_restaurant: the restaurant's holidays, answered as 'YYYY/MM/DD' and kept
// here as 'YYYY-MM-DD' like every other date of the app.
import { fromHolidayWire, holidaySchema } from '@noren/domain/holidays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const holidayKeys = {
  all: ['holidays'] as const,
  lists: () => [...holidayKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...holidayKeys.lists(), idRestaurant] as const,
};

export async function getHolidays(idRestaurant: number, signal?: AbortSignal): Promise<string[]> {
  const answer = await api.get<unknown>('restaurant/holiday', { query: { id_restaurant: idRestaurant }, signal });
  return z
    .array(holidaySchema)
    .parse(answer.data)
    .map((holiday) => fromHolidayWire(holiday.date))
    .filter((date): date is string => date !== null);
}

export function holidaysQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: holidayKeys.list(idRestaurant),
    queryFn: ({ signal }) => getHolidays(idRestaurant, signal),
  });
}

export function useHolidays(idRestaurant: number) {
  return useQuery(holidaysQueryOptions(idRestaurant));
}
