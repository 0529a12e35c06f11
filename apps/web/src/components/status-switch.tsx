// An on/off status in a list row (menu active, banner shown): flips at once, saves in the
// background, and flips back with a bilingual toast when saving fails.
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { toastError } from '../lib/toast.ts';

export interface StatusSwitchProps {
  checked: boolean;
  /** Saves the new state; a rejection rolls the switch back and shows the error. */
  onToggle: (next: boolean) => Promise<unknown>;
  /** Accessible name (the row usually shows no label beside the switch). */
  label: string;
  disabled?: boolean;
  testId?: string;
}

export function StatusSwitch({
  checked,
  onToggle,
  label,
  disabled = false,
  testId = 'status-switch',
}: StatusSwitchProps) {
  // What the user chose, shown while the saved value (`checked`) is still the one it was chosen
  // against: once the parent's data catches up (or changes otherwise), `checked` rules again.
  const [choice, setChoice] = useState<{ next: boolean; from: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  if (choice && choice.from !== checked) setChoice(null);
  const shown = choice && choice.from === checked ? choice.next : checked;

  async function handleChange(next: boolean) {
    setChoice({ next, from: checked });
    setSaving(true);
    try {
      await onToggle(next);
    } catch (error) {
      setChoice(null);
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Switch
      checked={shown}
      onChange={(event) => void handleChange(event.target.checked)}
      disabled={disabled || saving}
      slotProps={{ input: { 'aria-label': label } }}
      data-testid={testId}
    />
  );
}
