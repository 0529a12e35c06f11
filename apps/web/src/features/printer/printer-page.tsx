// Printer settings, /printer (spec 1 printer list; levels 2 and 4): this browser's LAN printers
// with their condition every 5 s, this device's auto-print and slip categories, and the
// restaurant's cloud printers. /printer?view=virtual is the virtual printer.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { restaurantScreen } from '../../resources/restaurant.ts';
import { CloudPrintersSection } from './components/cloud-printers-section.tsx';
import { DeviceSettingsSection } from './components/device-settings-section.tsx';
import { LanPrintersSection } from './components/lan-printers-section.tsx';
import { LinkButton } from './components/link-button.tsx';
import { VirtualPrinterScreen } from './virtual-printer-screen.tsx';

export const PrinterPage = restaurantScreen(PrinterScreen);

function PrinterScreen({ idRestaurant }: { idRestaurant: number }) {
  const [params] = useSearchParams();
  if (params.get('view') === 'virtual') return <VirtualPrinterScreen idRestaurant={idRestaurant} />;
  return <PrinterSettings idRestaurant={idRestaurant} />;
}

function PrinterSettings({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.printer'));
  return (
    <Stack spacing={2.5} data-testid="printer-page">
      <PageHeader
        title={t('menu.printer')}
        intro={t('printer.intro')}
        actions={
          <LinkButton to="/printer?view=virtual" icon={<ReceiptLongIcon />} testId="open-virtual-printer">
            {t('printer.virtual.open')}
          </LinkButton>
        }
      />
      <LanPrintersSection />
      <DeviceSettingsSection idRestaurant={idRestaurant} />
      <CloudPrintersSection idRestaurant={idRestaurant} />
    </Stack>
  );
}
