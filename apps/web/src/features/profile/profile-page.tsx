// Profile (spec 1 §2): the signed-in user's basic information (names) and private information
// (password); for a restaurant user also the restaurant's information with its status switch, its
// notes and questions, its order terminal settings and its store's signage settings. The
// superadmin has no restaurant: only the first two. Each section is its own form with its own Save.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { BasicInfoSection } from './basic-info-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { RestaurantInfoSection } from './restaurant-info-section.tsx';
import { SignageSection } from './signage-section.tsx';
import { TerminalSection } from './terminal-section.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const user = useSession().data;
  if (!user) return <PageLoader />;
  const idRestaurant = user.is_superadmin ? null : user.id_restaurant;
  const codeStore = user.restaurant_detail?.code_store ?? null;

  return (
    <Stack spacing={3} data-testid="profile-page" sx={{ maxWidth: 1040, pb: 4 }}>
      <PageHeader
        title={t('profile.title')}
        intro={t(idRestaurant === null ? 'profile.introAccount' : 'profile.intro')}
      />
      <BasicInfoSection key={`bio-${user.id_restaurant_user}`} user={user} />
      <PasswordSection user={user} />
      {idRestaurant !== null && (
        <>
          <RestaurantInfoSection idRestaurant={idRestaurant} />
          <NotesSection idRestaurant={idRestaurant} />
          <TerminalSection idRestaurant={idRestaurant} />
          {codeStore !== null && <SignageSection codeStore={codeStore} />}
        </>
      )}
    </Stack>
  );
}
