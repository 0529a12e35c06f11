// Restaurant information (spec 1 §2 Profile, §4): the restaurant as the superadmin set it up, read
// only, with its active / inactive switch applied at once (PUT restaurant/update/status), and the
// invoice registration number the restaurant sets itself (issue 10).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useRestaurantDetail } from '../../resources/profile.ts';
import { useUpdateRestaurantStatus } from './api/update-restaurant-status.ts';
import { RegistrationNumberField } from './registration-number-field.tsx';
import { SectionCard } from './section-card.tsx';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children === '' || children === null ? '—' : children}
      </Typography>
    </Box>
  );
}

export function RestaurantInfoSection({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const detail = useRestaurantDetail(idRestaurant);
  const switchStatus = useUpdateRestaurantStatus();
  const restaurant = detail.data;

  return (
    <SectionCard title={t('profile.restaurant.title')} testId="profile-restaurant">
      {detail.isPending && <Skeleton variant="rounded" height={120} />}
      {detail.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('profile.loadFailed')}
        </Alert>
      )}
      {restaurant && (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              mb: 2.5,
              pb: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {restaurant.logo_url && (
              <Box
                component="img"
                src={restaurant.logo_url}
                alt={t('profile.restaurant.logoOf', { name: restaurant.restaurant_name })}
                sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
            )}
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, flex: '1 1 200px', minWidth: 0 }}>
              {restaurant.restaurant_name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <StatusSwitch
                checked={restaurant.status === 'active'}
                onToggle={(next) =>
                  switchStatus.mutateAsync({ id_restaurant: idRestaurant, status: next ? 'active' : 'inactive' })
                }
                label={t('profile.restaurant.statusLabel')}
                testId="profile-restaurant-status"
              />
              <Typography variant="body2" data-testid="profile-restaurant-status-text">
                {restaurant.status === 'active' ? t('profile.restaurant.active') : t('profile.restaurant.inactive')}
              </Typography>
            </Box>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <Item label={t('profile.restaurant.type')}>
              {t(`profile.restaurant.types.${restaurant.restaurant_type}`)}
            </Item>
            <Item label={t('profile.restaurant.company')}>{restaurant.code_company}</Item>
            <Item label={t('profile.restaurant.store')}>
              {restaurant.store_name ? `${restaurant.store_name} (${restaurant.code_store})` : restaurant.code_store}
            </Item>
            <Item label={t('profile.restaurant.register')}>{restaurant.code_register}</Item>
            <Item label={t('profile.restaurant.keywords')}>{restaurant.search_keyword.split(',').join('、')}</Item>
            <Item label={t('profile.restaurant.description')} wide>
              {restaurant.description}
            </Item>
            {restaurant.inactive_message && (
              <Item label={t('profile.restaurant.inactiveMessage')} wide>
                {restaurant.inactive_message}
              </Item>
            )}
          </Box>
          <RegistrationNumberField
            key={restaurant.registration_number ?? ''}
            idRestaurant={idRestaurant}
            saved={restaurant.registration_number ?? null}
          />
        </>
      )}
    </SectionCard>
  );
}
