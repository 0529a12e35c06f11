// The frame of a file field (ImageField, the profile's MediaFileField): the label, a framed preview
// veiled while the file uploads, Choose (a button holding the hidden file input) and Remove, and the
// message under the field. The pick-and-upload cycle is useUploadPick's; each field brings its plan
// for a picked file, its accept list, its texts and its preview.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBusyOverlay } from './upload-busy.tsx';
import { type UploadPickOptions, useUploadPick } from './use-upload-pick.ts';

export interface FileValue {
  file_key: string | null;
  url: string | null;
}

/** What a form gives every file field. */
export interface FileFieldBaseProps {
  label: string;
  value: FileValue;
  onChange: (value: FileValue) => void;
  /** True while the picked file is being prepared or uploaded (forms keep Save off meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  required?: boolean;
  /** A message under the field (e.g. Required), or true to only mark the field red. */
  error?: string | boolean;
  disabled?: boolean;
  testId: string;
}

export interface FileFieldProps extends FileFieldBaseProps {
  /** The input's accept list. */
  accept: string;
  /** The plan for a picked file from its first bytes, or null to refuse it (不正データ). */
  plan: UploadPickOptions['plan'];
  texts: { choose: string; change: string; remove: string; removeLabel: string };
  /** The preview box's size. */
  previewSize: { width: number | 'auto'; minWidth?: number; minHeight: number };
  /** What the preview box shows (the file, or an icon while there is none). */
  preview: ReactNode;
  /**
   * The profile's media look: a bold label over an optional hint, a row that wraps, an upload icon
   * on a Choose button that never wraps, a small Remove button.
   */
  media?: { hint: string | undefined };
}

export function FileField({
  label,
  value,
  onChange,
  onBusyChange,
  required = false,
  error,
  disabled = false,
  testId,
  accept,
  plan,
  texts,
  previewSize,
  preview,
  media,
}: FileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { busy, problem, handlePick, remove } = useUploadPick({ onChange, onBusyChange, plan });
  const message = problem ? t(`common.${problem}`) : typeof error === 'string' ? error : undefined;
  const hasError = Boolean(problem) || Boolean(error);
  const hasFile = Boolean(value.file_key || value.url);
  const hint = media?.hint;
  const small = media ? 'small' : 'medium';

  return (
    <Box data-testid={testId}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{
          display: 'block',
          ...(media ? { fontWeight: 600 } : { mb: 1 }),
          color: hasError ? 'error.main' : media ? 'text.primary' : 'text.secondary',
        }}
      >
        {label}
        {required && ' *'}
      </Typography>
      {hint && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack
        direction="row"
        useFlexGap={Boolean(media)}
        spacing={2}
        sx={{ alignItems: 'center', ...(media ? { flexWrap: 'wrap', mt: hint ? 0 : 1 } : {}) }}
      >
        <Box
          sx={{
            position: 'relative',
            ...previewSize,
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
          {preview}
          {busy && <UploadBusyOverlay testId={testId} />}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={media ? <FileUploadIcon /> : undefined}
            disabled={disabled || busy}
            sx={media ? { whiteSpace: 'nowrap' } : undefined}
            data-testid={`${testId}-choose`}
          >
            {hasFile ? texts.change : texts.choose}
            <input
              id={inputId}
              type="file"
              accept={accept}
              hidden
              disabled={disabled || busy}
              onChange={(event) => void handlePick(event)}
              data-testid={`${testId}-input`}
            />
          </Button>
          {hasFile && (
            <Tooltip title={texts.remove}>
              <span>
                <IconButton
                  aria-label={texts.removeLabel}
                  onClick={remove}
                  disabled={disabled || busy}
                  size={small}
                  data-testid={`${testId}-remove`}
                >
                  <DeleteOutlinedIcon fontSize={small} />
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
