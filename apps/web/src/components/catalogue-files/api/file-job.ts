// GET restaurant/file-job/{id}: a file job of the restaurant (import, image zip, export) as the
// server runs it — its state, how far it got (done of total), and its result or bilingual error.
// useFileJob polls it until it ends; the job goes on on the server whether or not anyone polls.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const fileJobKeys = {
  all: ['file-job'] as const,
  job: (id: number) => [...fileJobKeys.all, id] as const,
};

const bilingualSchema = z.object({
  message: z.string(),
  message_jp: z.string(),
  code: z.string().optional(),
  data: z.unknown().optional(),
});

export const fileJobSchema = z.object({
  id_file_job: z.number().int(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number(),
  total: z.number().nullable(),
  result: z.unknown().optional(),
  error: bilingualSchema.nullable().optional(),
});
export type FileJob = z.infer<typeof fileJobSchema>;

/** How often a running job is asked for. */
export const fileJobPollMs = 500;

export function isFinished(job: FileJob | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/** The share done, 0–100, or null while the server does not know the total yet. */
export function percentOf(job: FileJob | undefined): number | null {
  if (!job) return null;
  if (job.status === 'done') return 100;
  if (job.total === null || job.total === 0) return null;
  return (100 * job.done) / job.total;
}

export async function getFileJob(id: number, signal?: AbortSignal): Promise<FileJob> {
  const answer = await api.get<unknown>(`restaurant/file-job/${id}`, { signal });
  return fileJobSchema.parse(answer.data);
}

/** The job `id` (null: none), asked for every `pollMs` until it is done or failed. */
export function useFileJob(id: number | null, pollMs = fileJobPollMs) {
  return useQuery({
    queryKey: fileJobKeys.job(id ?? 0),
    queryFn: ({ signal }) => getFileJob(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : pollMs),
    // A finished job never changes again.
    staleTime: (query) => (isFinished(query.state.data) ? Number.POSITIVE_INFINITY : 0),
    // A job the server does not know is forgotten soon; a lost answer is asked for again.
    retry: 2,
    retryDelay: pollMs * 2,
  });
}
