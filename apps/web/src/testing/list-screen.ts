// Steps the list screens' tests share: the empty list in English, opening the Add dialog, switching a row at
// once, and deleting a row through its confirmation dialog.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { callMade, type Handler, lastCall, type RecordedCall } from './mock-api.ts';
import { type RenderScreenOptions, renderScreenInEnglish } from './render-app.tsx';

/**
 * The screen at `path` in English while the server's list is empty: waits (on a busy machine, up
 * to 5 s) for the list's empty text.
 */
export async function renderEmptyList(path: string, answers: Record<string, Handler>, options?: RenderScreenOptions) {
  const view = await renderScreenInEnglish(path, answers, options);
  expect(await screen.findByText("There's no data to display", {}, { timeout: 5000 })).toBeTruthy();
  return view;
}

/**
 * Opens the Add dialog titled `title` through the button `<prefix>-add` (waiting up to 5 s for the
 * list): answers the dialog and its Save button `<prefix>-form-submit`, which starts off.
 */
export async function openAdd(prefix: string, title: string) {
  fireEvent.click(await screen.findByTestId(`${prefix}-add`, {}, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const save = within(dialog).getByTestId(`${prefix}-form-submit`) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  return { dialog, save };
}

/** Opens the dialog titled `title` through the row button named `button` (waiting up to 5 s for the list). */
export async function openRow(button: string, title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: title });
}

/** Clicks the switch named `name` (waiting up to 5 s for the list) and answers the PUT to `path` it sends. */
export async function switchAtOnce(calls: readonly RecordedCall[], name: string, path: string): Promise<RecordedCall> {
  fireEvent.click(await screen.findByRole('switch', { name }, { timeout: 5000 }));
  return callMade(calls, 'PUT', path);
}

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
  return callMade(calls, 'DELETE', path, { timeout });
}
