// An outlined text field as MUI's TextField draws it (label, outline, helper text, required mark, the
// same ids for the label and the message), built from its parts: TextField also carries the whole
// of Select (menus, popovers, modals, focus trap), which a first screen with two plain inputs does
// not need. The login page uses it: ~12 KB of gzipped JavaScript less before it shows (issue 14).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';

export interface PlainTextFieldProps {
  label: ReactNode;
  value: string;
  /** Left out for a read-only field. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  autoComplete?: string;
  /**
   * Focus the field once the screen has been painted, unless something else has the focus by then
   * (not React's autoFocus: focusing while the screen is committed makes the browser lay out the
   * whole page inside that one long task — 55 ms of the login page's first render).
   */
  focusAfterPaint?: boolean;
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (data-testid, inputMode, readOnly). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  size?: 'small' | 'medium';
  /** The root's: its style, data-testid, and the pointer over it or the focus inside it. */
  sx?: SxProps<Theme>;
  testId?: string;
  onMouseEnter?: (event: MouseEvent<HTMLDivElement>) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
}

export function PlainTextField({
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  htmlInput,
  focusAfterPaint = false,
  size,
  sx,
  testId,
  onMouseEnter,
  onFocus,
  ...input
}: PlainTextFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusAfterPaint) return undefined;
    const focus = () => {
      const active = document.activeElement;
      if (!active || active === document.body) inputRef.current?.focus();
    };
    // After the next frame; and in any case after 200 ms (a page that draws no frames, hidden).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(focus);
    });
    const fallback = window.setTimeout(focus, 200);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [focusAfterPaint]);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      data-testid={testId}
      onMouseEnter={onMouseEnter}
      onFocus={onFocus}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperId}
        inputProps={htmlInput}
        inputRef={inputRef}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
