// Add / Edit Printer: name and address, both required; the address a host or IP with an optional
// port; a name or address another printer of the list has is refused with 'The printer name or
// address already exists' (spec 1 §5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { type LanPrinter, normaliseAddress, type PrinterProblem, printerProblems } from '../printer-list.ts';
import { TextInput } from './section-parts.tsx';

export interface PrinterFormModalProps {
  /** The printer being edited; null for a new one. */
  printer: LanPrinter | null;
  /** The other printers of the list. */
  others: readonly LanPrinter[];
  onSave: (printer: Pick<LanPrinter, 'name' | 'address'>) => void;
  onClose: () => void;
}

const problemKey: Record<PrinterProblem, string> = {
  required: 'printer.form.required',
  invalidAddress: 'printer.form.invalidAddress',
  duplicate: 'printer.form.duplicate',
};

export function PrinterFormModal({ printer, others, onSave, onClose }: PrinterFormModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(printer?.name ?? '');
  const [address, setAddress] = useState(printer?.address ?? '');
  const [tried, setTried] = useState(false);
  const problems = printerProblems({ name, address }, others);
  const shown = (field: 'name' | 'address') => {
    const problem = problems[field];
    // 'Required' waits for a save; a bad or duplicate value shows as soon as it is typed.
    return problem && (tried || problem !== 'required') ? t(problemKey[problem]) : undefined;
  };

  function save() {
    setTried(true);
    if (problems.name || problems.address) return;
    onSave({ name: name.trim(), address: normaliseAddress(address) });
  }

  return (
    <FormModal
      open
      title={t(printer ? 'printer.form.editTitle' : 'printer.form.addTitle')}
      onClose={onClose}
      onSubmit={save}
      testId="printer-form"
    >
      <TextInput
        label={t('printer.form.name')}
        value={name}
        onChange={setName}
        problem={shown('name')}
        maxLength={100}
        testId="printer-name"
        autoFocus
      />
      <TextInput
        label={t('printer.form.address')}
        value={address}
        onChange={setAddress}
        problem={shown('address')}
        hint={t('printer.form.addressHint')}
        maxLength={260}
        testId="printer-address"
      />
    </FormModal>
  );
}
