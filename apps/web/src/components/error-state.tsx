// A failed load: what went wrong, in the user's language, and a way to try again.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  testId?: string;
}

export function ErrorState({ title, message, onRetry, testId = 'error-state' }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
