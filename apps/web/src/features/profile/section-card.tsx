// One section of the Profile page: a titled card, its fields, and (for a form) its own Save.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, toast } from '../../lib/toast.ts';
import type { DomainForm } from '../../lib/use-domain-form.ts';

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

export interface LoadingSectionCardProps extends Pick<SectionCardProps, 'title' | 'description' | 'testId'> {
  /** What the section's form is read from: a placeholder while it loads, a message when it failed. */
  query: { isPending: boolean; isError: boolean };
  /** Default: 200 px. */
  placeholderHeight?: number;
  /** The form, once there is something to show. */
  children: ReactNode;
}

/** A section whose form edits something read first (the restaurant, a setting). */
export function LoadingSectionCard({ query, placeholderHeight = 200, children, ...card }: LoadingSectionCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard {...card}>
      {query.isPending && <Skeleton variant="rounded" height={placeholderHeight} />}
      {query.isError && <Alert severity="error">{t('profile.loadFailed')}</Alert>}
      {children}
    </SectionCard>
  );
}

/** A section's save, which keeps the form open: the server's message as a toast, a refused field marked beside it. */
export function sectionSaveHandlers(form: Pick<DomainForm<unknown>, 'failed'>) {
  return {
    onSuccess: (envelope: { message: string; message_jp: string }) => toast(serverMessage(envelope), 'success'),
    onError: (error: unknown) => form.failed(error),
  };
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
