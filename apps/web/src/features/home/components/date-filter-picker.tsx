// The MUI X date picker behind /home's date filter (date-filter.tsx loads this file on first use):
// the picker, dayjs and their locales are about 50 KB of gzipped JavaScript that the first paint
// of /home does not need.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, jaJP } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { useState } from 'react';
import type { DateFilterProps, PickerStart } from './date-filter.tsx';

export default function DateFilterPicker({
  date,
  onChange,
  label,
  language,
  start,
}: DateFilterProps & { label: string; start: PickerStart }) {
  const [open, setOpen] = useState(start === 'open');
  const localeText = (language === 'en' ? enUS : jaJP).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language === 'en' ? 'en' : 'ja'}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        value={dayjs(date)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        format={language === 'en' ? 'MM/DD/YYYY' : 'YYYY/MM/DD'}
        onChange={(value) => {
          if (value?.isValid()) onChange(value.format('YYYY-MM-DD'));
        }}
        slotProps={{
          field: { autoFocus: start === 'focus' },
          textField: { size: 'small', sx: { width: 180, bgcolor: 'background.paper' } },
          calendarHeader: language === 'en' ? undefined : { format: 'YYYY年M月' },
        }}
        data-testid="home-date"
      />
    </LocalizationProvider>
  );
}
