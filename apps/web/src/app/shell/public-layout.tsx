// The frame of the pages open without sign-in (Download App): brand, language and a way to log in.
import LoginIcon from '@mui/icons-material/Login';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="public-layout">
      <AppBar
        position="sticky"
        color="inherit"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1.5 }}>
          <Box
            component={Link}
            to="/"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: 1,
            }}
          >
            <BrandMark size={36} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{t('app.name')}</Typography>
          </Box>
          <LanguageSwitch />
          <Button component={Link} to="/" variant="contained" startIcon={<LoginIcon />} data-testid="public-login-link">
            {t('auth.backToLogin')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        {children}
      </Container>
    </Box>
  );
}
