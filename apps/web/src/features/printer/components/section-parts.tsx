// Small parts the printer screens share: a card with its line of explanation and its button, a text field that shows its problem (else its hint). (The button that opens a page is link-button.tsx.)
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconSection } from '../../../components/icon-section.tsx';

/** A card of the printer screen: its icon and heading, a line of explanation with its button. */
export function PrinterSection(props: {
  icon: ReactNode;
  title: string;
  testId: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <IconSection icon={props.icon} title={props.title} testId={props.testId} headingGap={1}>
      {props.intro !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 320px' }}>
            {props.intro}
          </Typography>
          {props.action}
        </Box>
      )}
      {props.children}
    </IconSection>
  );
}

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show; none: the hint (or an empty line, so the form does not jump). */
  problem: string | undefined;
  hint?: string;
  maxLength: number;
  testId: string;
  autoFocus?: boolean;
}

export function TextInput({ label, value, onChange, problem, hint, maxLength, testId, autoFocus }: TextInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus={autoFocus}
      error={problem !== undefined}
      helperText={problem ?? hint ?? ' '}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
  );
}
