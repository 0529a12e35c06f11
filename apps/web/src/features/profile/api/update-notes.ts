// PUT restaurant/update/question {id_restaurant, show_note, customer_note, question_list}: the
// restaurant's notes and questions; the server checks them with the same `notesIssues`.
import type { Envelope } from '@noren/domain/messages';
import type { Question } from '@noren/domain/platform/notes';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantDetail } from '../../../resources/profile.ts';

export interface UpdateNotesInput {
  id_restaurant: number;
  show_note: boolean;
  customer_note: string;
  question_list: Question[];
}

export function updateNotes(input: UpdateNotesInput): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/update/question', input);
}

export function useUpdateNotes() {
  return useResourceMutation(updateNotes, invalidateRestaurantDetail);
}
