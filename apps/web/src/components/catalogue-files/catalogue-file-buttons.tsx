// The file buttons of a catalogue list (spec 2 §2: CSV upload, CSV download, image-zip upload), for
// menus, categories or sub-categories, with everything they open: the dry run and its Apply, the
// progress of a job still running (also one started before the page was opened again), the CSV
// result dialog and the image zip's error dialog. Menus download as CSV in Shift_JIS (for Excel) or
// UTF-8; categories and sub-categories as Excel.
import DownloadIcon from '@mui/icons-material/Download';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../lib/toast.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import {
  type CatalogueKind,
  type CsvEncodingChoice,
  exportCatalogue,
  exportFormats,
  importAccept,
} from './api/catalogue-import.ts';
import { DryRunDialog } from './dry-run-dialog.tsx';
import { JobProgress } from './job-progress.tsx';
import { CsvResultDialog, ImageZipErrorDialog } from './result-dialogs.tsx';
import { useCsvImport } from './use-csv-import.ts';
import { useImageZip } from './use-image-zip.ts';

/** Test ids: `<prefix>-csv-upload`, `-csv-download`, `-image-zip`, and `<prefix>-dry-run…`. */
export const fileTestPrefix: Record<CatalogueKind, string> = {
  menu: 'menu-file',
  category: 'category-file',
  subCategory: 'subcategory-file',
};

/** A button holding a hidden file input; the input's value is cleared so the same file may be picked again. */
function PickButton(props: {
  label: string;
  icon: ReactNode;
  accept: string;
  disabled: boolean;
  onPick: (file: File) => void;
  testId: string;
}) {
  const { label, icon, accept, disabled, onPick, testId } = props;
  function changed(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onPick(file);
  }
  return (
    <Button component="label" variant="outlined" startIcon={icon} disabled={disabled} data-testid={testId}>
      {label}
      <input
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        onChange={changed}
        data-testid={`${testId}-input`}
      />
    </Button>
  );
}

export function CatalogueFileButtons({ kind }: { kind: CatalogueKind }) {
  const idRestaurant = useRestaurantId();
  return idRestaurant === null ? null : <FileButtons kind={kind} idRestaurant={idRestaurant} />;
}

function FileButtons({ kind, idRestaurant }: { kind: CatalogueKind; idRestaurant: number }) {
  const { t } = useTranslation();
  const prefix = fileTestPrefix[kind];
  const csv = useCsvImport(kind, idRestaurant);
  const images = useImageZip(kind, idRestaurant);
  const [encodingMenu, setEncodingMenu] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { format } = exportFormats[kind];

  async function download(encoding: CsvEncodingChoice) {
    setEncodingMenu(null);
    setDownloading(true);
    try {
      await exportCatalogue(kind, idRestaurant, encoding);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <PickButton
          label={t('catalogue-files.importCsv')}
          icon={<FileUploadIcon />}
          accept={importAccept[kind]}
          disabled={csv.open || csv.applying !== undefined}
          onPick={(file) => void csv.pick(file)}
          testId={`${prefix}-csv-upload`}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={downloading}
          onClick={(event) => (format === 'csv' ? setEncodingMenu(event.currentTarget) : void download('utf-8'))}
          aria-haspopup={format === 'csv' ? 'menu' : undefined}
          data-testid={`${prefix}-csv-download`}
        >
          {format === 'csv' ? t('catalogue-files.exportCsv') : t('catalogue-files.exportExcel')}
        </Button>
        <PickButton
          label={t('catalogue-files.importImages')}
          icon={<ImageIcon />}
          accept=".zip,application/zip"
          disabled={images.busy}
          onPick={(file) => void images.pick(file)}
          testId={`${prefix}-image-zip`}
        />
      </Box>
      <Menu anchorEl={encodingMenu} open={encodingMenu !== null} onClose={() => setEncodingMenu(null)}>
        <MenuItem onClick={() => void download('shift_jis')} data-testid={`${prefix}-encoding-shift_jis`}>
          {t('catalogue-files.encoding.shiftJis')}
        </MenuItem>
        <MenuItem onClick={() => void download('utf-8')} data-testid={`${prefix}-encoding-utf-8`}>
          {t('catalogue-files.encoding.utf8')}
        </MenuItem>
      </Menu>
      {(csv.runningInBackground || images.running) && (
        <Box sx={{ flexBasis: '100%', maxWidth: 420 }}>
          <JobProgress
            percent={csv.runningInBackground ? csv.percent : images.percent}
            resumed={csv.runningInBackground ? csv.resumed : images.resumed}
            testId={`${prefix}-progress`}
          />
        </Box>
      )}
      <DryRunDialog
        open={csv.open}
        view={csv.view}
        applying={csv.applying}
        onApply={() => void csv.apply()}
        onClose={csv.close}
        testId={`${prefix}-dry-run`}
      />
      <CsvResultDialog result={csv.result} onClose={csv.closeResult} />
      <ImageZipErrorDialog result={images.result} onClose={images.closeResult} />
    </>
  );
}
