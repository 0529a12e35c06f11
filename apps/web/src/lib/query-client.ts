// The TanStack Query client: calm defaults for a tablet left open all day, and one place that
// toasts failed mutations so every screen reports errors the same way. The 30 s staleTime holds
// because every server resource has one query key (resources/query-keys.ts) that its changes and
// the server's realtime announcements invalidate; only data that changes outside the app (orders,
// delivery-time frames) opts out with staleTime 0, saying why where it does.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { toastError } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation reports its own failure (or has nothing worth telling the user). */
      skipErrorToast?: boolean;
    };
  }
}

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change by asking again; a network blip or a 5xx may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.skipErrorToast) toastError(error);
      },
    }),
  });
}
