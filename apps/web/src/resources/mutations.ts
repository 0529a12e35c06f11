// The mutation shapes the catalogue screens share, on TanStack Query: a change that refreshes
// every screen showing its resource (invalidate<Resource>), and the row switch that rolls itself
// back and says why (StatusSwitch), so the global error toast stays quiet for it; and the save of
// a row that is a POST when new and a PUT when it names its id.
import type { Envelope } from '@noren/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

type Invalidate = (queryClient: QueryClient) => Promise<unknown>;

/** A change (save, delete, quota) that refreshes its resource once the server took it. */
export function useResourceMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidate: Invalidate,
  options: { quiet?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(options.quiet ? { meta: { skipErrorToast: true } } : {}),
    onSuccess: () => invalidate(queryClient),
  });
}

/**
 * A row switch applied at once. It is refetched on failure too, so a rolled-back switch shows
 * what the server holds.
 */
export function useSwitchMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidate: Invalidate,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { skipErrorToast: true },
    onSettled: () => invalidate(queryClient),
  });
}

/** The server's answer to a saved row (its message is toasted). */
export interface SavedRow {
  envelope: Envelope<unknown>;
}

/** The save of a row: a POST to `path` when new, a PUT when the input carries the row's `idField`. */
export function rowSaver<Input extends object>(path: string, idField: string) {
  return async (input: Input): Promise<SavedRow> => {
    const envelope = idField in input ? await api.put<unknown>(path, input) : await api.post<unknown>(path, input);
    return { envelope };
  };
}
