// POST restaurant/version-app and restaurant/version-tablet: publish an uploaded APK. The file
// name goes along so the server checks the version name and code against it (docs/decisions.md).
import type { AppKind, CreateAppVersionInput } from '@noren/domain/app-versions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';

const publishPaths: Record<AppKind, string> = {
  app: 'restaurant/version-app',
  tablet: 'restaurant/version-tablet',
};

export function publishVersion(kind: AppKind, input: CreateAppVersionInput) {
  return api.post<unknown>(publishPaths[kind], input);
}

export function usePublishVersion(kind: AppKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppVersionInput) => publishVersion(kind, input),
    // Download App reads the same lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.appVersions.all }),
  });
}
