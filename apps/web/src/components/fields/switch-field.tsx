// A labelled on/off switch of a form (a status, "show the QR code", "required"): the label beside
// the switch, and the switch's input named by its test id. Other props (a Tooltip's handlers and
// ref) go to the label.
import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';

export interface SwitchFieldProps extends Omit<FormControlLabelProps, 'control' | 'label' | 'checked' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** data-testid of the switch's input. */
  testId: string;
  size?: 'small' | 'medium';
}

export function SwitchField({ label, checked, onChange, testId, size, ...rest }: SwitchFieldProps) {
  return (
    <FormControlLabel
      {...rest}
      control={
        <Switch
          size={size}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  );
}
