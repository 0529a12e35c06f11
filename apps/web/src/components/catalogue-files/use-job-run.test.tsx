// Following a file job: the progress the server reports (done of total), the end handed over once
// (done or failed), the job remembered so a page opened again shows it, and a remembered job the
// server no longer knows forgotten.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../testing/mock-api.ts';
import type { FileJob } from './api/file-job.ts';
import { useJobRun } from './use-job-run.ts';

const job = (fields: Partial<FileJob>): FileJob => ({
  id_file_job: 41,
  kind: 'menu-import',
  status: 'running',
  done: 0,
  total: 200,
  result: null,
  error: null,
  ...fields,
});

/** Answers GET restaurant/file-job/41 with the given states in turn (the last one repeats). */
function serverWith(states: FileJob[]) {
  let asked = 0;
  mockApi({ 'GET /api/restaurant/file-job/41': () => ok(states[Math.min(asked++, states.length - 1)]) });
  return { asked: () => asked };
}

/** Answers GET restaurant/file-job/41 with the job as the test sets it now. */
function serverAt(initial: FileJob) {
  let now = initial;
  mockApi({ 'GET /api/restaurant/file-job/41': () => ok(now) });
  return (next: FileJob) => {
    now = next;
  };
}

function follow(memoryKey: string | null = 'file_job_menu_7') {
  const onDone = vi.fn();
  const onFailed = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const hook = renderHook(() => useJobRun({ memoryKey, onDone, onFailed, pollMs: 20 }), { wrapper });
  return { ...hook, onDone, onFailed };
}

describe('useJobRun', () => {
  it('reports the progress the server gives and hands over the result once', async () => {
    const moveTo = serverAt(job({ done: 50 }));
    const { result, onDone, onFailed } = follow();
    expect(result.current.running).toBe(false);

    act(() => result.current.start(41));
    expect(result.current.running).toBe(true);
    expect(window.localStorage.getItem('file_job_menu_7')).toBe('41');
    await waitFor(() => expect(result.current.percent).toBe(25));
    moveTo(job({ done: 150 }));
    await waitFor(() => expect(result.current.percent).toBe(75));
    expect(onDone).not.toHaveBeenCalled();
    moveTo(job({ status: 'done', done: 200, result: { modified: 200 } }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ status: 'done', result: { modified: 200 } });
    expect(result.current.running).toBe(false);
    expect(window.localStorage.getItem('file_job_menu_7')).toBeNull();
    // Polling stops with the job: no second hand-over.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('hands over the bilingual error of a failed job', async () => {
    serverWith([job({ status: 'failed', error: { message: 'Row 3: bad', message_jp: '3行目: 不正' } })]);
    const { result, onDone, onFailed } = follow();
    act(() => result.current.start(41));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]?.[0]).toMatchObject({ error: { message_jp: '3行目: 不正' } });
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });

  it('shows a job started by an earlier visit of the page again', async () => {
    window.localStorage.setItem('file_job_menu_7', '41');
    const server = serverWith([job({ done: 100 }), job({ status: 'done', done: 200 })]);
    const { result, onDone } = follow();
    expect(result.current.running).toBe(true);
    expect(result.current.resumed).toBe(true);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.asked()).toBeGreaterThanOrEqual(2);
  });

  it('says nothing while the server does not know the total yet', async () => {
    serverWith([job({ status: 'queued', total: null })]);
    const { result } = follow(null);
    act(() => result.current.start(41));
    await waitFor(() => expect(result.current.running).toBe(true));
    expect(result.current.percent).toBeNull();
  });

  it('forgets a remembered job the server no longer knows', async () => {
    window.localStorage.setItem('file_job_menu_7', '41');
    mockApi({ 'GET /api/restaurant/file-job/41': () => fail(404, 'NOT_FOUND') });
    const { result, onDone, onFailed } = follow();
    await waitFor(() => expect(result.current.running).toBe(false));
    expect(window.localStorage.getItem('file_job_menu_7')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });
});
