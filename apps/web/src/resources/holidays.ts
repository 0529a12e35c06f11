// GET restaurant/holiday?id_restaurant: the restaurant's holidays, answered as 'YYYY/MM/DD' and kept
// here as 'YYYY-MM-DD' like every other date of the app.
import { fromHolidayWire, holidaySchema } from '@noren/domain/holidays';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';
import { readOptions } from './restaurant-query.ts';

export async function getHolidays(idRestaurant: number, signal?: AbortSignal): Promise<string[]> {
  const answer = await api.get<unknown>('restaurant/holiday', { query: { id_restaurant: idRestaurant }, signal });
  return z
    .array(holidaySchema)
    .parse(answer.data)
    .map((holiday) => fromHolidayWire(holiday.date))
    .filter((date): date is string => date !== null);
}

export const holidaysQueryOptions = readOptions(keys.holidays.list, getHolidays);

export function useHolidays(idRestaurant: number) {
  return useQuery(holidaysQueryOptions(idRestaurant));
}

/** After a holiday is set or lifted: the holidays, and the frames (a holiday closes its day's frames). */
export function invalidateHolidays(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.holidays.all, keys.deliveryTimes.all]);
}
