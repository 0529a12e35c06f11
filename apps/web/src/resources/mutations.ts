// The mutation shapes the catalogue screens share, on TanStack Query: a change that refreshes
// every screen showing its resource (invalidate<Resource>), and the row switch that rolls itself
// back and says why (StatusSwitch), so the global error toast stays quiet for it.
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
