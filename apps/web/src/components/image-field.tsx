// An image of an entity (menu photo, category banner, logo): picked from the device, refused unless
// its bytes are an image (不正データ), compressed to a JPEG of at most 1.5 MB and 400 px wide
// (spec 2 §5), uploaded through the put-url flow; the form keeps the file key.

import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import { detectFileKind, imageUploadLimits, isImageKind } from '@noren/domain/uploads';
import imageCompression from 'browser-image-compression';
import { useTranslation } from 'react-i18next';
import { FileField, type FileFieldBaseProps, type FileValue } from './file-field.tsx';
import type { UploadPlan } from './use-upload-pick.ts';

export type ImageValue = FileValue;

export interface ImageFieldProps extends Omit<FileFieldBaseProps, 'testId'> {
  /** Width of the preview in px (spec: banner 100, category 75). */
  previewWidth?: number;
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

/** A picked file is an image by its bytes; the browser may still not decode it: that is invalid data too. */
function imagePlan(file: File, head: Uint8Array): UploadPlan | null {
  return isImageKind(detectFileKind(head))
    ? { prepare: () => compressImage(file), prepareFailure: 'invalidData' }
    : null;
}

export function ImageField({ previewWidth = 100, testId = 'image-field', ...field }: ImageFieldProps) {
  const { t } = useTranslation();
  const removeText = t('common.removeImage');
  return (
    <FileField
      {...field}
      testId={testId}
      accept="image/*"
      plan={imagePlan}
      texts={{
        choose: t('common.chooseImage'),
        change: t('common.changeImage'),
        remove: removeText,
        removeLabel: removeText,
      }}
      previewSize={{ width: previewWidth, minHeight: Math.round(previewWidth * 0.75) }}
      preview={
        field.value.url ? (
          <Box
            component="img"
            src={field.value.url}
            alt={field.label}
            data-testid={`${testId}-preview`}
            sx={{ display: 'block', width: previewWidth, height: 'auto' }}
          />
        ) : (
          <PhotoCameraOutlinedIcon color="disabled" />
        )
      }
    />
  );
}
