// Order terminal settings (spec 1 §3, §5, §7): the kiosk's main colour ('#RRGGBB', else 'Invalid
// Color', the domain's terminalColorIssues) and its four pictures with their recommended sizes
// (logo 200x120, header banner 1080x300, top and closing screens 1080x1920), images only
// (不正データ). The first save POSTs, later ones PUT restaurant/order-terminal-setting/{id}.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  normalizeTerminalColor,
  type TerminalImageField,
  type TerminalSetting,
  terminalColorIssues,
  terminalImageFields,
  terminalImageSizes,
} from '@noren/domain/platform/terminal-settings';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useTerminalSetting } from '../../resources/profile.ts';
import { useSaveTerminalSetting } from './api/save-terminal-setting.ts';
import { MediaFileField, type MediaValue } from './media-file-field.tsx';
import { LoadingSectionCard, SectionSave, sectionSaveHandlers } from './section-card.tsx';

type Values = { main_color: string } & Record<TerminalImageField, MediaValue>;

function initialValues(setting: TerminalSetting | null): Values {
  const picture = (field: TerminalImageField): MediaValue => ({
    file_key: setting?.[field] ?? null,
    url: setting?.image_url[field] ?? null,
  });
  return {
    main_color: setting?.main_color ?? '',
    restaurant_logo: picture('restaurant_logo'),
    header_banner: picture('header_banner'),
    top_screen: picture('top_screen'),
    closing_screen: picture('closing_screen'),
  };
}

export function TerminalSection({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const setting = useTerminalSetting(idRestaurant);
  return (
    <LoadingSectionCard
      title={t('profile.terminal.title')}
      description={t('profile.terminal.description')}
      testId="profile-terminal"
      query={setting}
    >
      {setting.isSuccess && <TerminalForm idRestaurant={idRestaurant} setting={setting.data} />}
    </LoadingSectionCard>
  );
}

function TerminalForm({ idRestaurant, setting }: { idRestaurant: number; setting: TerminalSetting | null }) {
  const { t } = useTranslation();
  const save = useSaveTerminalSetting();
  const rules = useCallback((draft: Values) => terminalColorIssues(draft.main_color), []);
  const form = useDomainForm<Values>({ initial: () => initialValues(setting), rules, saving: save.isPending });
  const values = form.draft;
  const colour = normalizeTerminalColor(values.main_color);

  function onSave() {
    if (!form.attemptSave()) return;
    save.mutate(
      {
        idRestaurant,
        isNew: setting === null,
        body: {
          main_color: values.main_color.trim() === '' ? null : colour,
          restaurant_logo: values.restaurant_logo.file_key,
          header_banner: values.header_banner.file_key,
          top_screen: values.top_screen.file_key,
          closing_screen: values.closing_screen.file_key,
        },
      },
      sectionSaveHandlers(form),
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, maxWidth: 420 }}>
        <TextField
          label={t('profile.terminal.mainColor')}
          value={values.main_color}
          onChange={(event) => form.set('main_color', event.target.value)}
          error={Boolean(form.error('main_color'))}
          helperText={form.error('main_color') ?? t('profile.terminal.colorHint')}
          placeholder="#RRGGBB"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'profile-main-color', maxLength: 20 } }}
        />
        <Box
          component="input"
          type="color"
          aria-label={t('profile.terminal.pickColor')}
          value={(colour ?? '#000000').toLowerCase()}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            form.set('main_color', event.target.value.toUpperCase())
          }
          data-testid="profile-main-color-picker"
          sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
        />
      </Box>
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {terminalImageFields.map((field) => {
          const size = terminalImageSizes[field];
          return (
            <MediaFileField
              key={field}
              label={t(`profile.terminal.fields.${field}`)}
              hint={t('profile.recommendedSize', size)}
              accepts={['image']}
              size={size}
              value={values[field]}
              onChange={(value) => form.update((draft) => ({ ...draft, [field]: value }), field)}
              onBusyChange={(busy) => form.setBusy(field, busy)}
              error={form.error(field)}
              previewWidth={field === 'header_banner' ? 180 : 120}
              testId={`profile-terminal-${field}`}
            />
          );
        })}
      </Box>
      <SectionSave onClick={onSave} disabled={!form.canSave} saving={save.isPending} testId="profile-terminal-save" />
    </>
  );
}
