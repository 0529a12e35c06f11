// The login screen (spec 1 §2): email and password; the Login button shows a spinner and stays disabled
// while the request runs, and until the page reloads after a success.

import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productVersion } from '@noren/domain/restaurant';
import { loginSchema } from '@noren/domain/users';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { PlainTextField } from '../../components/fields/plain-text-field.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { useLogin } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatUsDate } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function isField(value: unknown): value is Field {
  return value === 'email' || value === 'password';
}

export function LoginScreen() {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  useDocumentTitle(t('auth.title'));

  const submitting = loginMutation.isPending || loginMutation.isSuccess;

  function validate(): FieldErrors {
    const result = loginSchema.safeParse({ email, password });
    if (result.success) return {};
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (!isField(field) || found[field]) continue;
      const value = field === 'email' ? email.trim() : password;
      found[field] = value === '' ? t('common.required') : t('auth.invalidEmail');
    }
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          // A 400 names the field at fault; show it there as well as in the toast.
          if (error instanceof ApiError && isField(error.field)) {
            setErrors({ [error.field]: errorText(error, language) });
          }
        },
      },
    );
  }

  function edit(field: Field, value: string) {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** What both fields share: the value, its edit, the message beside it, required. */
  const fieldProps = (field: Field, value: string) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper elevation={0} variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
          <LanguageSwitch testId="login-language" />
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 4 }}>
          <BrandMark size={64} />
          <Typography variant="h1" component="h1">
            {t('app.name')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('app.tagline')}</Typography>
        </Stack>

        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.title')}>
          <Stack spacing={2.5}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
              {t('auth.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: '4px !important' }}>
              {t('auth.subtitle')}
            </Typography>
            <PlainTextField
              label={t('auth.email')}
              type="email"
              {...fieldProps('email', email)}
              autoComplete="username"
              focusAfterPaint
              htmlInput={{ 'data-testid': 'login-email', inputMode: 'email' }}
            />
            <PlainTextField
              label={t('auth.password')}
              type={showPassword ? 'text' : 'password'}
              {...fieldProps('password', password)}
              autoComplete="current-password"
              htmlInput={{ 'data-testid': 'login-password' }}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword(!showPassword)}
                    aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                    aria-pressed={showPassword}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              aria-busy={submitting}
              data-testid="login-submit"
              startIcon={
                submitting ? <CircularProgress size={20} color="inherit" aria-label={t('auth.loggingIn')} /> : undefined
              }
            >
              {t('auth.login')}
            </Button>
          </Stack>
        </Box>

        <Stack spacing={1} sx={{ alignItems: 'center', mt: 4 }}>
          <Link
            component={RouterLink}
            to="/download-app"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <DownloadIcon fontSize="small" aria-hidden="true" />
            {t('menu.downloadApp')}
          </Link>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('app.version', {
              version: productVersion.version,
              date: formatUsDate(productVersion.releaseDate, language),
            })}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
