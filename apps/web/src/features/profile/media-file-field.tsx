// A picture, video or sound of the kiosk and TV-board settings. The shared ImageField takes only
// images and scales them to 400 px wide (a menu photo); these screens need full-size pictures at
// their recommended sizes (1080x1920 and so on), an mp4 for the call screen and an mp3 for the ring
// sound. Each file is told by its bytes (不正データ otherwise), named by its real kind (so the
// server's extension check agrees), a picture over 1.5 MB is compressed (never below its
// recommended size), and it is uploaded through the put-url flow; the form keeps the file key.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import MusicNoteOutlinedIcon from '@mui/icons-material/MusicNoteOutlined';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { detectFileKind, type FileKind, fileExtension, imageUploadLimits, isImageKind } from '@noren/domain/uploads';
import imageCompression from 'browser-image-compression';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBusyOverlay } from '../../components/upload-busy.tsx';
import { useUploadPick } from '../../components/use-upload-pick.ts';

export interface MediaValue {
  file_key: string | null;
  url: string | null;
}

export type MediaKind = 'image' | 'video' | 'audio';

export interface MediaFileFieldProps {
  label: string;
  /** A line under the label (the recommended size). */
  hint?: string;
  accepts: readonly MediaKind[];
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The picture's recommended size: a bigger one is scaled down to it when compressed. */
  size?: { width: number; height: number };
  required?: boolean;
  error?: string;
  /** Width of the preview box, px. */
  previewWidth?: number;
  testId: string;
}

const extensionOfKind: Partial<Record<FileKind, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  mp4: 'mp4',
  mp3: 'mp3',
};
const acceptOfKind: Record<MediaKind, string> = {
  image: 'image/*',
  video: 'video/mp4',
  audio: 'audio/mpeg,.mp3',
};

function mediaKindOf(kind: FileKind): MediaKind | null {
  if (isImageKind(kind)) return 'image';
  if (kind === 'mp4') return 'video';
  if (kind === 'mp3') return 'audio';
  return null;
}

/** What a stored key is, by its extension (for the preview). */
export function mediaKindOfKey(key: string | null): MediaKind | null {
  const extension = key ? fileExtension(key.split('?')[0] ?? key) : null;
  if (!extension) return null;
  if (extension === 'mp4') return 'video';
  if (extension === 'mp3') return 'audio';
  return 'image';
}

async function compressed(file: File, size: MediaFileFieldProps['size']): Promise<File> {
  if (file.size <= imageUploadLimits.maxSizeMB * 1024 * 1024 || file.type === 'image/gif') return file;
  const blob = await imageCompression(file, {
    maxSizeMB: imageUploadLimits.maxSizeMB,
    ...(size ? { maxWidthOrHeight: Math.max(size.width, size.height) } : {}),
    useWebWorker: false,
  });
  return new File([blob], file.name, { type: blob.type || file.type });
}

export function MediaFileField({
  label,
  hint,
  accepts,
  value,
  onChange,
  onBusyChange,
  size,
  required = false,
  error,
  previewWidth = 120,
  testId,
}: MediaFileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { busy, problem, handlePick, reset } = useUploadPick({
    onChange,
    onBusyChange,
    plan: (file, head) => {
      const kind = detectFileKind(head);
      const media = mediaKindOf(kind);
      const extension = extensionOfKind[kind];
      if (!media || !extension || !accepts.includes(media)) return null;
      const base = file.name.replace(/\.[^.]*$/, '') || 'file';
      return {
        prepare: async () => (media === 'image' ? await compressed(file, size) : file),
        prepareFailure: 'uploadFailed',
        options: { fileName: `${base}.${extension}` },
      };
    },
  });

  const message = problem ? t(`common.${problem}`) : error;
  const hasError = Boolean(message);
  const shown = mediaKindOfKey(value.file_key ?? value.url);
  const hasFile = Boolean(value.file_key || value.url);

  return (
    <Box data-testid={testId}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', fontWeight: 600, color: hasError ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required && ' *'}
      </Typography>
      {hint && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: hint ? 0 : 1 }}>
        <Box
          sx={{
            position: 'relative',
            width: shown === 'audio' && value.url ? 'auto' : previewWidth,
            minWidth: previewWidth,
            minHeight: 72,
            borderRadius: 1,
            border: 1,
            borderColor: hasError ? 'error.main' : 'divider',
            bgcolor: 'background.default',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {value.url && shown === 'image' && (
            <Box
              component="img"
              src={value.url}
              alt={label}
              data-testid={`${testId}-preview`}
              sx={{ display: 'block', width: previewWidth, maxHeight: 160, objectFit: 'contain' }}
            />
          )}
          {value.url && shown === 'video' && (
            <Box
              component="video"
              src={value.url}
              controls
              muted
              aria-label={label}
              data-testid={`${testId}-preview`}
              sx={{ display: 'block', width: previewWidth, maxHeight: 160 }}
            />
          )}
          {value.url && shown === 'audio' && (
            <Box
              component="audio"
              src={value.url}
              controls
              aria-label={label}
              data-testid={`${testId}-preview`}
              sx={{ display: 'block', maxWidth: 260, px: 1 }}
            />
          )}
          {!value.url &&
            (accepts.includes('audio') ? (
              <MusicNoteOutlinedIcon color="disabled" />
            ) : (
              <PhotoOutlinedIcon color="disabled" />
            ))}
          {busy && <UploadBusyOverlay testId={testId} />}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<FileUploadIcon />}
            disabled={busy}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid={`${testId}-choose`}
          >
            {hasFile ? t('profile.media.change') : t('profile.media.choose')}
            <input
              id={inputId}
              type="file"
              accept={accepts.map((kind) => acceptOfKind[kind]).join(',')}
              hidden
              disabled={busy}
              onChange={(event) => void handlePick(event)}
              data-testid={`${testId}-input`}
            />
          </Button>
          {hasFile && (
            <Tooltip title={t('profile.media.remove')}>
              <span>
                <IconButton
                  aria-label={t('profile.media.removeOf', { label })}
                  onClick={() => {
                    reset();
                    onChange({ file_key: null, url: null });
                  }}
                  disabled={busy}
                  size="small"
                  data-testid={`${testId}-remove`}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      {message && (
        <FormHelperText error data-testid={`${testId}-error`}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
