// A picture, video or sound of the kiosk and TV-board settings. The shared ImageField takes only
// images and scales them to 400 px wide (a menu photo); these screens need full-size pictures at
// their recommended sizes (1080x1920 and so on), an mp4 for the call screen and an mp3 for the ring
// sound. Each file is told by its bytes (不正データ otherwise), named by its real kind (so the
// server's extension check agrees), a picture over 1.5 MB is compressed (never below its
// recommended size), and it is uploaded through the put-url flow; the form keeps the file key.
import MusicNoteOutlinedIcon from '@mui/icons-material/MusicNoteOutlined';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import { detectFileKind, type FileKind, fileExtension, imageUploadLimits, isImageKind } from '@noren/domain/uploads';
import imageCompression from 'browser-image-compression';
import { useTranslation } from 'react-i18next';
import { FileField, type FileFieldBaseProps, type FileValue } from '../../components/file-field.tsx';
import type { UploadPlan } from '../../components/use-upload-pick.ts';

export type MediaValue = FileValue;

export type MediaKind = 'image' | 'video' | 'audio';

export interface MediaFileFieldProps extends Omit<FileFieldBaseProps, 'error' | 'disabled'> {
  /** A line under the label (the recommended size). */
  hint?: string;
  accepts: readonly MediaKind[];
  /** The picture's recommended size: a bigger one is scaled down to it when compressed. */
  size?: { width: number; height: number };
  error?: string;
  /** Width of the preview box, px. */
  previewWidth?: number;
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

/** The plan for a picked file: refused unless its bytes are one of the accepted kinds, named by that kind. */
function mediaPlan(
  file: File,
  head: Uint8Array,
  accepts: readonly MediaKind[],
  size: MediaFileFieldProps['size'],
): UploadPlan | null {
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
}

export function MediaFileField({ hint, accepts, size, previewWidth = 120, ...field }: MediaFileFieldProps) {
  const { t } = useTranslation();
  const { value, label, testId } = field;
  const shown = mediaKindOfKey(value.file_key ?? value.url);
  const preview = `${testId}-preview`;

  return (
    <FileField
      {...field}
      accept={accepts.map((kind) => acceptOfKind[kind]).join(',')}
      plan={(file, head) => mediaPlan(file, head, accepts, size)}
      texts={{
        choose: t('profile.media.choose'),
        change: t('profile.media.change'),
        remove: t('profile.media.remove'),
        removeLabel: t('profile.media.removeOf', { label }),
      }}
      previewSize={{
        width: shown === 'audio' && value.url ? 'auto' : previewWidth,
        minWidth: previewWidth,
        minHeight: 72,
      }}
      media={{ hint }}
      preview={
        <>
          {value.url && shown === 'image' && (
            <Box
              component="img"
              src={value.url}
              alt={label}
              data-testid={preview}
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
              data-testid={preview}
              sx={{ display: 'block', width: previewWidth, maxHeight: 160 }}
            />
          )}
          {value.url && shown === 'audio' && (
            <Box
              component="audio"
              src={value.url}
              controls
              aria-label={label}
              data-testid={preview}
              sx={{ display: 'block', maxWidth: 260, px: 1 }}
            />
          )}
          {!value.url &&
            (accepts.includes('audio') ? (
              <MusicNoteOutlinedIcon color="disabled" />
            ) : (
              <PhotoOutlinedIcon color="disabled" />
            ))}
        </>
      }
    />
  );
}
