// The calls' wiring to the domain's call-list: single mode shows 4 at a time and drops them every
// 10 s until none is left; multi mode closes after 10 s and clears; an order is called once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tvOrder } from './board-fixtures.ts';
import { useCalls } from './use-calls.ts';

const done = (id: number) =>
  tvOrder({ id_food_order: id, order_number: `T${String(id).padStart(3, '0')}`, cooking_status: 'done' });
const noSpeech = () => false;
const withSpeech = () => true;
const numbers = (calls: readonly { order_number: string }[]) => calls.map((entry) => entry.order_number);

describe('useCalls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps 4 calls at a time in single mode, every 10 s, until the list is empty', () => {
    const { result } = renderHook(() => useCalls('single', noSpeech));
    act(() => {
      for (const id of [1, 2, 3, 4, 5, 6]) result.current.learn(done(id));
    });
    expect(numbers(result.current.calls)).toEqual(['T001', 'T002', 'T003', 'T004', 'T005', 'T006']);
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.calls).toHaveLength(6);
    act(() => vi.advanceTimersByTime(1));
    expect(numbers(result.current.calls)).toEqual(['T005', 'T006']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.calls).toEqual([]);
  });

  it('closes and clears in multi mode after 10 s, and never calls the same order twice', () => {
    const { result } = renderHook(() => useCalls('multi', noSpeech));
    act(() => result.current.learn(done(7)));
    expect(numbers(result.current.calls)).toEqual(['T007']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.calls).toEqual([]);
    act(() => result.current.learn(done(7)));
    expect(result.current.calls).toEqual([]);
  });

  it('takes a collected order off the screen and ignores orders not ready', () => {
    const { result } = renderHook(() => useCalls('single', noSpeech));
    act(() => {
      result.current.learn(done(8));
      result.current.learn(tvOrder({ id_food_order: 9, order_number: 'T009' }));
      result.current.learn({ ...done(8), cooking_status: 'receipt' });
    });
    expect(result.current.calls).toEqual([]);
  });

  it('speaks a new call in Japanese, then English, when the address asks for it', () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    const { result } = renderHook(() => useCalls('multi', withSpeech));
    act(() => result.current.learn(done(9)));
    expect(speak.mock.calls.map(([utterance]) => [utterance.lang, utterance.text])).toEqual([
      ['ja-JP', 'T009番のお客様、カウンターまでお越しください'],
      ['en-US', 'Order number T 0 0 9, please come to the counter'],
    ]);
  });
});
