// A receiving method as the wait-time screen names it: its title, with its type beside it.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export function useTypeName(): (types: string) => string {
  const { t } = useTranslation();
  return (types) => t(`wait-time.types.${types}`, { defaultValue: types });
}

export function MethodLabel({ title, types, inactive = false }: { title: string; types: string; inactive?: boolean }) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', minWidth: 0 }}
    >
      <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {title}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {typeName(types)}
        {inactive && ` · ${t('wait-time.inactive')}`}
      </Box>
    </Box>
  );
}
