// Placeholder for a screen that is routed and permitted but not built yet: names the screen, never blank.
import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';

export interface ComingSoonPageProps {
  /** i18n key of the screen's name. */
  titleKey: string;
}

export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Box data-testid="coming-soon">
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 4, md: 6 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
      >
        <ConstructionIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
        <Typography variant="h2" component="p">
          {t('comingSoon.message')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{t('comingSoon.description')}</Typography>
      </Paper>
    </Box>
  );
}
