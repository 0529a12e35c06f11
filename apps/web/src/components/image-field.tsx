// An image of an entity (menu photo, category banner, logo): picked from the device, refused unless
// its bytes are an image (不正データ), compressed to a JPEG of at most 1.5 MB and 400 px wide
// (spec 2 §5), uploaded through the put-url flow; the form keeps the file key.

import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { detectFileKind, imageUploadLimits, isImageKind } from '@noren/domain/uploads';
import imageCompression from 'browser-image-compression';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../lib/toast.ts';
import { uploadFile } from '../lib/upload.ts';

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

/** The first bytes are enough to tell an image by its magic number. */
const headerBytes = 32;

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

type Problem = 'invalidData' | 'uploadFailed' | null;

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
  const [busy, setBusyState] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // A newer pick (or unmounting) makes the answer of an older one irrelevant.
  const attempt = useRef(0);
  const busyNow = useRef(false);
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;

  // Told at once, not from an effect: a fast compress and upload must still report busy.
  function setBusy(next: boolean) {
    setBusyState(next);
    if (busyNow.current !== next) {
      busyNow.current = next;
      busyListener.current?.(next);
    }
  }

  useEffect(
    () => () => {
      attempt.current += 1;
      // A form must not stay locked by a field that is gone.
      if (busyNow.current) busyListener.current?.(false);
    },
    [],
  );

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Picking the same file again must fire change again.
    input.value = '';
    if (!file) return;
    const current = ++attempt.current;
    setProblem(null);
    const head = new Uint8Array(await file.slice(0, headerBytes).arrayBuffer());
    if (current !== attempt.current) return;
    if (!isImageKind(detectFileKind(head))) {
      setProblem('invalidData');
      return;
    }
    setBusy(true);
    let compressed: File;
    try {
      compressed = await compressImage(file);
    } catch {
      // The header said image but the browser cannot decode it.
      if (current === attempt.current) {
        setProblem('invalidData');
        setBusy(false);
      }
      return;
    }
    try {
      const uploaded = await uploadFile(compressed);
      if (current !== attempt.current) return;
      onChange({ file_key: uploaded.file_key, url: uploaded.public_url });
    } catch (failure) {
      if (current !== attempt.current) return;
      setProblem('uploadFailed');
      toastError(failure);
    } finally {
      if (current === attempt.current) setBusy(false);
    }
  }

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
          {busy && (
            <Box
              role="status"
              aria-label={t('common.uploading')}
              data-testid={`${testId}-busy`}
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'rgba(255, 255, 255, 0.7)',
              }}
            >
              <CircularProgress size={24} />
            </Box>
          )}
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
                    attempt.current += 1;
                    setBusy(false);
                    setProblem(null);
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
