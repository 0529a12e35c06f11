// One file job followed from the page: started with the id the server answered, polled until it
// ends, then its result or its bilingual error handed over once. The id is remembered in the
// browser under `memoryKey` (one per restaurant and kind of job), so a page opened again while the
// job still runs on the server shows its progress again and still hears how it ended.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FileJob, isFinished, percentOf, useFileJob } from './api/file-job.ts';

function recall(key: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(key: string, id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, String(id));
  } catch {
    // Without storage the job still runs; only a reopened page would not show it.
  }
}

export interface JobRunOptions {
  /** Where the running job's id is kept (e.g. `file_job_menu_import_7`); null: not kept. */
  memoryKey: string | null;
  onDone: (job: FileJob) => void;
  onFailed: (job: FileJob) => void;
  pollMs?: number;
}

export function useJobRun({ memoryKey, onDone, onFailed, pollMs }: JobRunOptions) {
  const [id, setId] = useState<number | null>(() => (memoryKey ? recall(memoryKey) : null));
  // A job found in memory on opening was started by an earlier visit.
  const [resumed, setResumed] = useState(id !== null);
  const job = useFileJob(id, pollMs);
  const handlers = useRef({ onDone, onFailed });
  handlers.current = { onDone, onFailed };

  const stop = useCallback(() => {
    if (memoryKey) remember(memoryKey, null);
    setId(null);
    setResumed(false);
  }, [memoryKey]);

  const data = job.data;
  useEffect(() => {
    if (!data || data.id_file_job !== id || !isFinished(data)) return;
    stop();
    if (data.status === 'done') handlers.current.onDone(data);
    else handlers.current.onFailed(data);
  }, [data, id, stop]);

  // A remembered job the server no longer knows (another account, purged) is forgotten quietly.
  const gone = job.isError && resumed;
  useEffect(() => {
    if (gone) stop();
  }, [gone, stop]);

  const start = useCallback(
    (next: number) => {
      if (memoryKey) remember(memoryKey, next);
      setResumed(false);
      setId(next);
    },
    [memoryKey],
  );

  return {
    /** True from start until the job's end has been handed over. */
    running: id !== null,
    resumed,
    /** 0–100, or null while the server has not told the total. */
    percent: data && data.id_file_job === id ? percentOf(data) : null,
    start,
    /** A failure to ask for the job (the job itself may still be running). */
    error: job.isError && !resumed ? job.error : null,
  };
}
