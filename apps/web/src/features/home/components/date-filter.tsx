// /home's date filter (spec 3 §2.1). Until the user reaches for it, the field is a plain text field
// showing the date in the picker's own format (YYYY/MM/DD in Japanese, MM/DD/YYYY in English) with
// the same calendar button. The MUI X picker (date-filter-picker.tsx) replaces it when the pointer
// comes over it, when the field takes the focus (the picker's field then has it, to type a date in) or
// when the calendar button is pressed (its calendar then open).
import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '../../../components/fields/plain-text-field.tsx';

export interface DateFilterProps {
  /** YYYY-MM-DD */
  date: string;
  onChange: (date: string) => void;
  language: 'jp' | 'en';
}

export type PickerStart = 'open' | 'focus' | 'hover';

const DateFilterPicker = lazy(() => import('./date-filter-picker.tsx'));

function shownDate(date: string, language: 'jp' | 'en'): string {
  const [year, month, day] = date.split('-');
  return language === 'en' ? `${month}/${day}/${year}` : `${year}/${month}/${day}`;
}

export function DateFilter(props: DateFilterProps) {
  const { t } = useTranslation();
  // null: the stand-in; otherwise the picker, starting with its calendar open, its field focused, or as is.
  const [picker, setPicker] = useState<null | PickerStart>(null);
  const standIn = (open: boolean) => (
    <PlainTextField
      label={t('home.date')}
      value={shownDate(props.date, props.language)}
      size="small"
      sx={{ width: 180, bgcolor: 'background.paper' }}
      onMouseEnter={() => setPicker((current) => current ?? 'hover')}
      onFocus={(event) => {
        if (event.target instanceof HTMLInputElement) setPicker((current) => current ?? 'focus');
      }}
      htmlInput={{ readOnly: true }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" aria-label={t('home.chooseDate')} onClick={() => setPicker('open')} disabled={open}>
            <EventIcon />
          </IconButton>
        </InputAdornment>
      }
      testId="home-date"
    />
  );
  if (picker === null) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <DateFilterPicker {...props} label={t('home.date')} start={picker} />
    </Suspense>
  );
}
