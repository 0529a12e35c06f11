// GET restaurant/version-app/list and restaurant/version-tablet/list: published APKs, newest first.
// Read by Download App and by Upload App (one key: a publish refreshes both).
import { type AppKind, appVersionSchema } from '@noren/domain/app-versions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { keys } from './query-keys.ts';

/** The list answer carries only these fields (spec 1 §7). */
const listedVersionSchema = appVersionSchema.pick({
  version_name: true,
  version_code: true,
  note: true,
  link: true,
  create_at: true,
});
export type ListedVersion = z.infer<typeof listedVersionSchema>;

const listPaths: Record<AppKind, string> = {
  app: 'restaurant/version-app/list',
  tablet: 'restaurant/version-tablet/list',
};

/** Version codes only ever grow (an upload must exceed the latest), so the highest code is the newest. */
export function newestFirst(versions: readonly ListedVersion[]): ListedVersion[] {
  return [...versions].sort(
    (a, b) => b.version_code - a.version_code || Date.parse(b.create_at) - Date.parse(a.create_at),
  );
}

export async function getAppVersions(kind: AppKind, signal?: AbortSignal): Promise<ListedVersion[]> {
  const answer = await api.get<unknown>(listPaths[kind], { signal });
  return newestFirst(z.array(listedVersionSchema).parse(answer.data));
}

export function appVersionsQueryOptions(kind: AppKind) {
  return queryOptions({
    queryKey: keys.appVersions.list(kind),
    queryFn: ({ signal }) => getAppVersions(kind, signal),
  });
}

export function useAppVersions(kind: AppKind) {
  return useQuery(appVersionsQueryOptions(kind));
}

/** The highest published code (what a new file name's code must exceed), or null for none. */
export function latestCodeOf(versions: readonly ListedVersion[]): number | null {
  return versions.reduce<number | null>((max, version) => Math.max(max ?? 0, version.version_code), null);
}
