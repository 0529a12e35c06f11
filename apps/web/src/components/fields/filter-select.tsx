// A list filter: a small select whose first choice is "all", then one option each. Its test ids
// are `<testId>` on the shown value, `<testId>-option-all` and `<testId>-option-<value>`.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface FilterSelectProps {
  label: string;
  /** The value standing for "all" and its label. */
  all: { value: string; label: string };
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  testId: string;
  disabled?: boolean;
  minWidth?: number;
}

export function FilterSelect({
  label,
  all,
  value,
  onChange,
  options,
  testId,
  disabled,
  minWidth = 200,
}: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      <MenuItem value={all.value} data-testid={`${testId}-option-all`}>
        {all.label}
      </MenuItem>
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={String(option.value)}
          disabled={option.disabled}
          data-testid={`${testId}-option-${option.value}`}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
