// A time typed as digits on a tablet keyboard: `1130` shows 11:30 and gives '11:30:00' (seconds
// may be typed too: `113015`); full-width digits count; a clear icon empties it (spec 2 §4, §5).
import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeFieldProps {
  label: ReactNode;
  /** 'HH:MM:SS', or null when empty (or not yet a whole, valid time). */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: TextFieldProps['size'];
  name?: string;
  onBlur?: () => void;
  /** data-testid of the input; the clear button is `<testId>-clear`. */
  testId?: string;
}

/** Full-width digits and colon (Japanese input) as ASCII. */
export function toHalfWidth(text: string): string {
  return text.replace(/[０-９：]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/** The digits of what was typed; a colon after a single digit pads it (`9:30` → 0930). */
export function timeDigits(text: string): string {
  const parts = toHalfWidth(text)
    .split(':')
    .map((part) => part.replace(/\D/g, ''));
  const last = parts.pop() ?? '';
  const leading = parts.map((part) => (part.length === 1 ? `0${part}` : part.slice(0, 2)));
  return `${leading.join('')}${last}`.slice(0, 6);
}

/** `113` → `11:3`, `113015` → `11:30:15`. */
export function formatTimeDigits(digits: string): string {
  return (digits.match(/.{1,2}/g) ?? []).join(':');
}

/** 4 or 6 digits forming a real time → 'HH:MM:SS'; anything else → null. */
export function timeFromDigits(digits: string): string | null {
  if (digits.length !== 4 && digits.length !== 6) return null;
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  const seconds = digits.length === 6 ? Number(digits.slice(4, 6)) : 0;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${digits.slice(0, 2)}:${digits.slice(2, 4)}:${String(seconds).padStart(2, '0')}`;
}

/** What a stored value looks like in the field: seconds only when they are not :00. */
export function displayTime(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, hours, minutes, seconds] = match;
  return seconds && seconds !== '00' ? `${hours}:${minutes}:${seconds}` : `${hours}:${minutes}`;
}

/** On leaving the field, a short entry is completed: `9` → 09:00, `930` → 09:30. */
export function completeDigits(digits: string): string {
  if (digits.length === 1) return `0${digits}00`;
  if (digits.length === 2) return `${digits}00`;
  if (digits.length === 3) return `0${digits}`;
  if (digits.length === 5) return digits.slice(0, 4);
  return digits;
}

export function TimeField({
  label,
  value,
  onChange,
  error = false,
  helperText,
  required,
  disabled,
  fullWidth = true,
  size,
  name,
  onBlur,
  testId = 'time-field',
}: TimeFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => displayTime(value));
  // The value this field last reported: its echo through the parent must not rewrite the draft.
  const reported = useRef<string | null>(value);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setDraft(displayTime(value));
    }
  }, [value]);

  function report(next: string | null) {
    if (next === reported.current) return;
    reported.current = next;
    onChange(next);
  }

  function applyDigits(digits: string) {
    setDraft(formatTimeDigits(digits));
    report(timeFromDigits(digits));
  }

  const digits = timeDigits(draft);
  const invalid = digits.length > 0 && timeFromDigits(digits) === null;

  return (
    <TextField
      label={label}
      value={draft}
      onChange={(event) => applyDigits(timeDigits(event.target.value))}
      onBlur={() => {
        if (digits.length > 0) {
          const completed = completeDigits(digits);
          const time = timeFromDigits(completed);
          // A time that cannot exist (25:00) stays as typed, marked, for the user to correct.
          if (time) {
            setDraft(displayTime(time));
            report(time);
          }
        }
        onBlur?.();
      }}
      error={error || invalid}
      helperText={helperText}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      name={name}
      placeholder={t('common.timePlaceholder')}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 8, 'data-testid': testId },
        input: {
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('common.clear')}
                edge="end"
                size="small"
                disabled={disabled}
                onClick={() => applyDigits('')}
                data-testid={`${testId}-clear`}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
