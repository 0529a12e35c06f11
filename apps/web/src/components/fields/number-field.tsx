// Numeric text fields of spec 1 §5 / 2 §5: `number` digits only, `neg_number` digits with an
// optional leading minus, `float` digits and one dot. Other keystrokes (and pasted text) are
// dropped as typed; full-width digits from a Japanese keyboard are turned into ASCII.
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type NumberKind = 'number' | 'neg_number' | 'float';

export interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'children'> {
  kind?: NumberKind;
  /** The text as typed (it may be '' or '-' mid-entry); convert when saving. */
  value: string;
  onChange: (value: string) => void;
  /** data-testid of the input element. */
  testId?: string;
}

/** Full-width digits, minus signs and dot as ASCII. */
function toHalfWidth(text: string): string {
  return text
    .replace(/[０-９．]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/[－ー−]/g, '-');
}

/** Keeps only what the kind allows. */
export function filterNumberInput(text: string, kind: NumberKind): string {
  const ascii = toHalfWidth(text);
  if (kind === 'number') return ascii.replace(/\D/g, '');
  if (kind === 'neg_number') {
    const negative = ascii.trimStart().startsWith('-');
    return `${negative ? '-' : ''}${ascii.replace(/\D/g, '')}`;
  }
  const kept = ascii.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

export function NumberField({ kind = 'number', value, onChange, testId, slotProps, ...rest }: NumberFieldProps) {
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onChange(filterNumberInput(event.target.value, kind))}
      autoComplete="off"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: kind === 'float' ? 'decimal' : 'numeric',
          ...htmlInput,
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
    />
  );
}
