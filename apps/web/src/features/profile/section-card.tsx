// One section of the Profile page: a titled card, its fields, and (for a form) its own Save.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The section's Save; absent for a section without a form. */
  save?: Omit<SectionSaveProps, 'note'>;
  /** Beside the Save button (why it is off). */
  footerNote?: ReactNode;
  testId: string;
}

export function SectionCard({ title, description, children, save, footerNote, testId }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
      data-testid={testId}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
      {save && <SectionSave {...save} note={footerNote} />}
    </Paper>
  );
}

export interface SectionSaveProps {
  onClick: () => void;
  disabled: boolean;
  saving: boolean;
  testId: string;
  /** Default: Save. */
  label?: string;
  /** Beside the button (why it is off). */
  note?: ReactNode;
}

/** A section's Save, at the end of its form: a spinner while saving. */
export function SectionSave({ onClick, disabled, saving, testId, label, note }: SectionSaveProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
          {note}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={onClick}
        disabled={disabled || saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={testId}
        sx={{ minWidth: 120 }}
      >
        {label ?? t('common.save')}
      </Button>
    </Box>
  );
}
