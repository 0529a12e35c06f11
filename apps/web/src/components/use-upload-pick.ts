// The pick-and-upload cycle of a file field (FileField, under ImageField and the profile's
// MediaFileField): the file the input was given, its first bytes (a file is told by its magic
// number), a busy state the form is told at once (Save stays off), a refusal (不正データ) or upload
// failure shown under the field, and only the newest pick counts: a newer pick or unmounting makes
// an older one's answer irrelevant.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { toastError } from '../lib/toast.ts';
import { type UploadOptions, uploadFile } from '../lib/upload.ts';

/** The first bytes are enough to tell a file by its magic number. */
const headerBytes = 32;

export type UploadProblem = 'invalidData' | 'uploadFailed' | null;

export interface UploadPlan {
  /** Makes the file to upload (compressed, renamed); may fail. */
  prepare: () => Promise<File>;
  /** What a failure of `prepare` shows: invalidData (the bytes could not be read), or uploadFailed (toasted). */
  prepareFailure: 'invalidData' | 'uploadFailed';
  options?: UploadOptions;
}

export interface UploadPickOptions {
  onChange: (value: { file_key: string | null; url: string | null }) => void;
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** The plan for a picked file from its first bytes, or null to refuse it (invalidData). */
  plan: (file: File, head: Uint8Array) => UploadPlan | null;
}

export function useUploadPick({ onChange, onBusyChange, plan }: UploadPickOptions) {
  const [busy, setBusyState] = useState(false);
  const [problem, setProblem] = useState<UploadProblem>(null);
  const attempt = useRef(0);
  const busyNow = useRef(false);
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;

  // Told at once, not from an effect: a fast compress and upload must still report busy.
  function setBusy(next: boolean) {
    setBusyState(next);
    if (busyNow.current !== next) {
      busyNow.current = next;
      busyListener.current?.(next);
    }
  }

  useEffect(
    () => () => {
      attempt.current += 1;
      // A form must not stay locked by a field that is gone.
      if (busyNow.current) busyListener.current?.(false);
    },
    [],
  );

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Picking the same file again must fire change again.
    input.value = '';
    if (!file) return;
    const current = ++attempt.current;
    setProblem(null);
    const head = new Uint8Array(await file.slice(0, headerBytes).arrayBuffer());
    if (current !== attempt.current) return;
    const chosen = plan(file, head);
    if (!chosen) {
      setProblem('invalidData');
      return;
    }
    setBusy(true);
    let ready: File;
    try {
      ready = await chosen.prepare();
    } catch (failure) {
      if (current === attempt.current) {
        setProblem(chosen.prepareFailure);
        if (chosen.prepareFailure === 'uploadFailed') toastError(failure);
        setBusy(false);
      }
      return;
    }
    try {
      const uploaded = await (chosen.options ? uploadFile(ready, chosen.options) : uploadFile(ready));
      if (current !== attempt.current) return;
      onChange({ file_key: uploaded.file_key, url: uploaded.public_url });
    } catch (failure) {
      if (current !== attempt.current) return;
      setProblem('uploadFailed');
      toastError(failure);
    } finally {
      if (current === attempt.current) setBusy(false);
    }
  }

  /** Forgets any pick under way and its problem (the file was removed). */
  function reset() {
    attempt.current += 1;
    setBusy(false);
    setProblem(null);
  }

  /** The Remove button: the field is emptied. */
  function remove() {
    reset();
    onChange({ file_key: null, url: null });
  }

  return { busy, problem, handlePick, remove };
}
