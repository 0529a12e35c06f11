// /home's print-list button (spec 3 §2.3). The print list itself (print-list-modal.tsx, with the
// domain's print-list rows) loads at the first opening, preloaded on hover or focus.
import ListAltIcon from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import type { PrintListOrder } from '@noren/domain/printing/print-list';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toast.ts';

const loadModal = () => import('./print-list-modal.tsx');
const PrintListModal = lazy(() => loadModal().then((module) => ({ default: module.PrintListModal })));

export interface PrintListButtonProps {
  date: string;
  /** Loads the listed orders (every page) when the list opens. */
  loadOrders: () => Promise<readonly PrintListOrder[]>;
}

/** /home's toolbar button that opens the print list, loading the orders afresh each time. */
export function PrintListButton({ date, loadOrders }: PrintListButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [orders, setOrders] = useState<readonly PrintListOrder[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per opening
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setOrders(null);
    loadOrders().then(
      (loaded) => {
        if (live) setOrders(loaded);
      },
      (error: unknown) => {
        if (!live) return;
        toastError(error);
        setOpen(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ListAltIcon />}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        data-testid="print-list-open"
        sx={{ bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
      >
        {t('printer.printList.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PrintListModal date={date} orders={orders} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
