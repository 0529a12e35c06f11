// Steps the list screens' tests share: deleting a row through its confirmation dialog.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { lastCall, type RecordedCall } from './mock-api.ts';

export interface DeleteSteps {
  /** The row's delete button. */
  button: HTMLElement;
  /** The confirmation's question, checked when given. */
  question?: string;
  /** The test id of the confirmation's delete button. */
  confirm: string;
}

/**
 * Deletes through the row's button and the confirmation: the question shows and nothing is sent
 * before the confirmation. Answers the DELETE call to `path` once it is made.
 */
export async function deleteAfterConfirmation(
  calls: readonly RecordedCall[],
  path: string,
  { button, question, confirm }: DeleteSteps,
  { timeout = 10_000 } = {},
): Promise<RecordedCall> {
  fireEvent.click(button);
  if (question !== undefined) expect(await screen.findByText(question)).toBeTruthy();
  expect(lastCall(calls, 'DELETE', path)).toBeUndefined();
  fireEvent.click(await screen.findByTestId(confirm));
  return waitFor(
    () => {
      const call = lastCall(calls, 'DELETE', path);
      expect(call).toBeDefined();
      return call as RecordedCall;
    },
    { timeout },
  );
}
