// An image of an entity (menu photo, category banner, logo): picked from the device, refused unless
// its bytes are an image (不正データ), compressed to a JPEG of at most 1.5 MB and 400 px wide
// (spec 2 §5), uploaded through the put-url flow; the form keeps the file key.

import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { detectFileKind, imageUploadLimits, isImageKind } from '@noren/domain/uploads';
import imageCompression from 'browser-image-compression';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBusyOverlay } from './upload-busy.tsx';
import { useUploadPick } from './use-upload-pick.ts';

export interface ImageValue {
  file_key: string | null;
  url: string | null;
}

export interface ImageFieldProps {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** True while the picked image is being compressed or uploaded (forms keep Save off meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  required?: boolean;
  /** A message under the field (e.g. Required), or true to only mark the field red. */
  error?: string | boolean;
  /** Width of the preview in px (spec: banner 100, category 75). */
  previewWidth?: number;
  disabled?: boolean;
  testId?: string;
}

/** browser-image-compression bounds the longer side; the spec bounds the width. */
async function maxSideFor400Wide(file: Blob): Promise<number> {
  const width = imageUploadLimits.width;
  if (typeof createImageBitmap !== 'function') return width;
  try {
    const bitmap = await createImageBitmap(file);
    const { width: w, height: h } = bitmap;
    bitmap.close();
    return h > w ? Math.round((width * h) / w) : width;
  } catch {
    return width;
  }
}

export async function compressImage(file: File): Promise<File> {
  const compressed = await imageCompression(file, {
    maxSizeMB: imageUploadLimits.maxSizeMB,
    maxWidthOrHeight: await maxSideFor400Wide(file),
    fileType: imageUploadLimits.fileType,
    // The worker loads the library from a CDN; the main thread is fine for one photo.
    useWebWorker: false,
  });
  const base = file.name.replace(/\.[^.]*$/, '') || 'image';
  return new File([compressed], `${base}.jpg`, { type: imageUploadLimits.fileType });
}

export function ImageField({
  label,
  value,
  onChange,
  onBusyChange,
  required = false,
  error,
  previewWidth = 100,
  disabled = false,
  testId = 'image-field',
}: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { busy, problem, handlePick, reset } = useUploadPick({
    onChange,
    onBusyChange,
    plan: (file, head) =>
      // The header said image but the browser may still not decode it: that is invalid data too.
      isImageKind(detectFileKind(head)) ? { prepare: () => compressImage(file), prepareFailure: 'invalidData' } : null,
  });

  const message = problem ? t(`common.${problem}`) : typeof error === 'string' ? error : undefined;
  const hasError = Boolean(problem) || Boolean(error);

  return (
    <Box data-testid={testId}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 1, color: hasError ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && ' *'}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            position: 'relative',
            width: previewWidth,
            minHeight: Math.round(previewWidth * 0.75),
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
          {value.url ? (
            <Box
              component="img"
              src={value.url}
              alt={label}
              data-testid={`${testId}-preview`}
              sx={{ display: 'block', width: previewWidth, height: 'auto' }}
            />
          ) : (
            <PhotoCameraOutlinedIcon color="disabled" />
          )}
          {busy && <UploadBusyOverlay testId={testId} />}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            disabled={disabled || busy}
            data-testid={`${testId}-choose`}
          >
            {value.file_key || value.url ? t('common.changeImage') : t('common.chooseImage')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              hidden
              disabled={disabled || busy}
              onChange={(event) => void handlePick(event)}
              data-testid={`${testId}-input`}
            />
          </Button>
          {(value.file_key || value.url) && (
            <Tooltip title={t('common.removeImage')}>
              <span>
                <IconButton
                  aria-label={t('common.removeImage')}
                  onClick={() => {
                    reset();
                    onChange({ file_key: null, url: null });
                  }}
                  disabled={disabled || busy}
                  data-testid={`${testId}-remove`}
                >
                  <DeleteOutlinedIcon />
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
