// The delete of a list row behind a confirmation: which row is asked about, the delete itself, the
// success toast (the server's own message or a screen text), and what a refusal does. A refusal
// (409 "still in use", ...) is toasted with the server's message by the query client's one
// mutation error handler (lib/query-client.ts), so it is not toasted again here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, toast } from '../lib/toast.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

export interface DeleteConfirmationOptions<T, R> {
  remove: (row: T) => Promise<R>;
  /** The delete is under way (the mutation's isPending): the confirm button spins. */
  pending: boolean;
  /** The success toast's text; default: the server's own message of the answer (`serverMessage`). */
  successText?: (result: R, row: T) => string;
  onDeleted?: (row: T) => void;
  /** A refusal leaves the dialog open (to try again or cancel); by default it closes. */
  keepOpenOnFailure?: boolean;
  /** The screen's i18n area: its `<area>.deleteTitle` and `<area>.deleteConfirm` head and confirm the dialog. */
  area: string;
  description: (row: T) => string | undefined;
  /** The confirm button; the cancel button is `<testId>-cancel`. */
  testId: string;
}

type ServerEnvelope = Parameters<typeof serverMessage>[0];

/** `remove` and `pending` of a delete mutation, sent what `variables` makes of the row. */
export function deleteWith<T, V, R>(
  mutation: { mutateAsync: (variables: V) => Promise<R>; isPending: boolean },
  variables: (row: T) => V,
): Pick<DeleteConfirmationOptions<T, R>, 'remove' | 'pending'> {
  return { remove: (row) => mutation.mutateAsync(variables(row)), pending: mutation.isPending };
}

export function useDeleteConfirmation<T, R>({
  remove,
  pending,
  successText = (result) => serverMessage(result as ServerEnvelope),
  onDeleted,
  keepOpenOnFailure = false,
  area,
  description,
  testId,
}: DeleteConfirmationOptions<T, R>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);

  async function confirm() {
    if (target === null) return;
    try {
      const result = await remove(target);
      toast(successText(result, target), 'success');
      onDeleted?.(target);
      setTarget(null);
    } catch {
      // Toasted by the query client.
      if (!keepOpenOnFailure) setTarget(null);
    }
  }

  const dialog: ConfirmDialogProps = {
    open: target !== null,
    title: t(`${area}.deleteTitle`),
    description: target === null ? undefined : description(target),
    confirmLabel: t(`${area}.deleteConfirm`),
    destructive: true,
    loading: pending,
    onConfirm: () => void confirm(),
    onCancel: () => setTarget(null),
    testId,
  };
  return { target, ask: (row: T) => setTarget(() => row), dialog };
}
