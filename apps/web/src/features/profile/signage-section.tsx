// Signage screen settings (spec 1 §3, §5, §7) of the store the restaurant is in: the TV board's
// vertical banner (an image, 295x1080), the call screen (an image or an mp4 video, 1080x1920), the
// ring sound (an mp3) and whether the QR code shows. All three files are needed to save (the
// domain's signageIssues). The first save POSTs, later ones PUT restaurant/signage-setting/{code_store}.
import Box from '@mui/material/Box';
import { formatMessage, type MessageCode, messages } from '@noren/domain/messages';
import {
  type SignageFileField,
  type SignageSetting,
  signageImageSizes,
  signageIssues,
} from '@noren/domain/platform/signage-settings';
import type { RuleIssue } from '@noren/domain/rule-issue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useSignageSetting } from '../../resources/profile.ts';
import { useSaveSignageSetting } from './api/save-signage-setting.ts';
import { MediaFileField, type MediaKind, type MediaValue } from './media-file-field.tsx';
import { LoadingSectionCard, SectionSave, sectionSaveHandlers } from './section-card.tsx';

type Values = { is_show_qr: boolean; is_speak_numbers: boolean } & Record<SignageFileField, MediaValue>;

const files: readonly { field: SignageFileField; accepts: readonly MediaKind[] }[] = [
  { field: 'vertical_banner', accepts: ['image'] },
  { field: 'order_completion_screen', accepts: ['image', 'video'] },
  { field: 'ring_sound', accepts: ['audio'] },
];

function initialValues(setting: SignageSetting | null): Values {
  const file = (field: SignageFileField): MediaValue => ({
    file_key: setting?.[field] ?? null,
    url: setting?.image_and_audio_url[field] ?? null,
  });
  return {
    is_show_qr: setting?.is_show_qr ?? false,
    is_speak_numbers: setting?.is_speak_numbers ?? false,
    vertical_banner: file('vertical_banner'),
    order_completion_screen: file('order_completion_screen'),
    ring_sound: file('ring_sound'),
  };
}

export function SignageSection({ codeStore }: { codeStore: number }) {
  const { t } = useTranslation();
  const setting = useSignageSetting(codeStore);
  return (
    <LoadingSectionCard
      title={t('profile.signage.title')}
      description={t('profile.signage.description', { code: codeStore })}
      testId="profile-signage"
      query={setting}
    >
      {setting.isSuccess && <SignageForm codeStore={codeStore} setting={setting.data} />}
    </LoadingSectionCard>
  );
}

function SignageForm({ codeStore, setting }: { codeStore: number; setting: SignageSetting | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSignageSetting();
  const rules = useCallback(
    (draft: Values) =>
      signageIssues({
        vertical_banner: draft.vertical_banner.file_key,
        order_completion_screen: draft.order_completion_screen.file_key,
        ring_sound: draft.ring_sound.file_key,
      }),
    [],
  );
  const message = (issue: RuleIssue) => {
    if (issue.code === 'REQUIRED_FIELD') return t('common.required');
    if (Object.hasOwn(messages, issue.code)) {
      const text = formatMessage(issue.code as MessageCode, issue.params);
      return i18n.language === 'en' ? text.en : text.jp;
    }
    return t(issue.code);
  };
  const form = useDomainForm<Values>({
    initial: () => initialValues(setting),
    rules,
    message,
    // A file not chosen yet is "missing" (shown once touched or on Save), not a wrong value.
    isMissing: (issue) => issue.code === 'REQUIRED_FIELD',
    saving: save.isPending,
  });
  const values = form.draft;

  function onSave() {
    if (!form.attemptSave()) return;
    const { vertical_banner, order_completion_screen, ring_sound } = values;
    if (!vertical_banner.file_key || !order_completion_screen.file_key || !ring_sound.file_key) return;
    save.mutate(
      {
        codeStore,
        isNew: setting === null,
        body: {
          vertical_banner: vertical_banner.file_key,
          order_completion_screen: order_completion_screen.file_key,
          ring_sound: ring_sound.file_key,
          is_show_qr: values.is_show_qr,
          is_speak_numbers: values.is_speak_numbers,
        },
      },
      sectionSaveHandlers(form),
    );
  }

  const hint = (field: SignageFileField) => {
    if (field === 'ring_sound') return t('profile.signage.ringSoundHint');
    const size = signageImageSizes[field];
    const sizeText = t('profile.recommendedSize', size);
    return field === 'order_completion_screen' ? `${sizeText} ${t('profile.signage.imageOrVideo')}` : sizeText;
  };

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
        {files.map(({ field, accepts }) => (
          <MediaFileField
            key={field}
            label={t(`profile.signage.fields.${field}`)}
            hint={hint(field)}
            accepts={accepts}
            {...(field === 'ring_sound' ? {} : { size: signageImageSizes[field] })}
            value={values[field]}
            onChange={(value) => form.update((draft) => ({ ...draft, [field]: value }), field)}
            onBusyChange={(busy) => form.setBusy(field, busy)}
            required
            error={form.error(field)}
            previewWidth={field === 'vertical_banner' ? 80 : 120}
            testId={`profile-signage-${field}`}
          />
        ))}
      </Box>
      <SwitchField
        sx={{ mt: 2 }}
        checked={values.is_show_qr}
        onChange={(checked) => form.set('is_show_qr', checked)}
        testId="profile-signage-qr"
        label={t('profile.signage.showQr')}
      />
      <SwitchField
        checked={values.is_speak_numbers}
        onChange={(checked) => form.set('is_speak_numbers', checked)}
        testId="profile-signage-speech"
        label={t('profile.signage.speakNumbers')}
      />
      <SectionSave
        onClick={onSave}
        disabled={!form.canSave}
        saving={save.isPending}
        testId="profile-signage-save"
        note={form.valid ? undefined : t('profile.signage.allThree')}
      />
    </>
  );
}
