// One app's upload: pick an .apk, see the version its name gives (or the rule's error, verbatim),
// write the note, upload with progress and publish; its published versions below.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AppKind, parseApkFileName } from '@noren/domain/app-versions';
import { messages } from '@noren/domain/messages';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSection } from '../../components/icon-section.tsx';
import { errorText } from '../../lib/api-client.ts';
import { serverMessage, toast } from '../../lib/toast.ts';
import { latestCodeOf, useAppVersions } from '../../resources/app-versions.ts';
import { usePublishVersion } from './api/publish-version.ts';
import { uploadApk } from './api/upload-apk.ts';
import { PublishedVersions } from './published-versions.tsx';

export interface ApkUploadSectionProps {
  kind: AppKind;
  title: string;
  icon: ReactNode;
}

export function ApkUploadSection({ kind, title, icon }: ApkUploadSectionProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const versions = useAppVersions(kind);
  const publish = usePublishVersion(kind);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Derived, not stored: the rule is read against the latest code as the list now stands.
  const latestCode = versions.data ? latestCodeOf(versions.data) : null;
  const parsed = file && versions.data ? parseApkFileName(file.name, latestCode) : null;
  const parseError =
    parsed && !parsed.ok
      ? serverMessage({ message: messages[parsed.code].en, message_jp: messages[parsed.code].jp })
      : null;
  const busy = progress !== null;
  const canUpload = parsed?.ok === true && note.trim() !== '' && !busy;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFailure(null);
    // The same file can be picked again after a refusal.
    event.target.value = '';
  };

  const onUpload = async () => {
    if (!file || parsed?.ok !== true) return;
    setFailure(null);
    setProgress(0);
    try {
      const uploaded = await uploadApk(file, setProgress);
      await publish.mutateAsync({
        version_name: parsed.version_name,
        version_code: parsed.version_code,
        note: note.trim(),
        link: uploaded.public_url,
        file_name: file.name,
      });
      toast(t('upload-app.uploadSuccess'), 'success');
      setFile(null);
      setNote('');
    } catch (error) {
      toast(t('upload-app.uploadFail'), 'error');
      setFailure(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <IconSection icon={icon} title={title} testId={`upload-app-${kind}`} headingGap={2}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={busy || !versions.data}
          >
            {t('upload-app.chooseFile')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".apk,application/vnd.android.package-archive"
            hidden
            onChange={onPick}
            aria-label={`${title}: ${t('upload-app.chooseFile')}`}
            data-testid={`upload-app-${kind}-file`}
          />
          <Typography sx={{ color: file ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}>
            {file?.name ?? t('upload-app.noFile')}
          </Typography>
        </Box>
        {parseError ? (
          <Alert severity="error" data-testid={`upload-app-${kind}-file-error`}>
            {parseError}
          </Alert>
        ) : null}
        {parsed?.ok ? (
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              label={t('upload-app.versionName')}
              value={parsed.version_name}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
            <TextField
              label={t('upload-app.versionCode')}
              value={String(parsed.version_code)}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
          </Box>
        ) : null}
        <TextField
          label={t('upload-app.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
          multiline
          minRows={2}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': `upload-app-${kind}-note` } }}
        />
        {busy ? (
          <Box>
            <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} aria-label={title} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('upload-app.uploading', { percent: Math.round((progress ?? 0) * 100) })}
            </Typography>
          </Box>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box>
          <Button
            variant="contained"
            onClick={() => void onUpload()}
            disabled={!canUpload}
            data-testid={`upload-app-${kind}-submit`}
          >
            {t('upload-app.upload')}
          </Button>
        </Box>
      </Stack>
      <PublishedVersions title={title} versions={versions} />
    </IconSection>
  );
}
