// Holidays (/order-time-frame/holiday, spec 3 §2.6): a monthly calendar (Japanese locale when the
// language is jp, month view first). A tap toggles the date as a holiday — marked at once, confirmed
// by a toast, put back if the server refuses (the app's mutation cache toasts the refusal). Past days
// cannot change (the server refuses them too).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, jaJP } from '@mui/x-date-pickers/locales';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { businessDate } from '@noren/domain/restaurant';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ja';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useHolidays } from '../../resources/holidays.ts';
import { useToggleHoliday } from './api/toggle-holiday.ts';
import { formatShortDate } from './dates.ts';

export function HolidayPage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return <HolidayScreen idRestaurant={idRestaurant} />;
}

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The holidays, for the day cells the calendar renders itself. */
const HolidayContext = createContext<{ holidays: ReadonlySet<string>; label: (date: string) => string }>({
  holidays: new Set(),
  label: (date) => date,
});

function HolidayDay(props: PickerDayProps) {
  const { holidays, label } = useContext(HolidayContext);
  const { day, outsideCurrentMonth } = props;
  const date = isoOf(day as Dayjs);
  const holiday = !outsideCurrentMonth && holidays.has(date);
  return (
    <PickerDay
      {...props}
      data-testid={`calendar-day-${date}`}
      data-holiday={holiday ? 'true' : 'false'}
      aria-pressed={holiday}
      aria-label={holiday ? label(date) : undefined}
      sx={
        holiday
          ? {
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 700,
              '&:hover, &:focus': { bgcolor: 'secondary.dark' },
            }
          : undefined
      }
    />
  );
}

function HolidayScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.holiday'));
  const language = getStoredLanguage();
  const [today] = useState(() => businessDate(new Date()));
  const holidays = useHolidays(idRestaurant);
  const toggle = useToggleHoliday();

  const holidaySet = useMemo(() => new Set(holidays.data ?? []), [holidays.data]);
  const upcoming = (holidays.data ?? []).filter((date) => date >= today);
  const context = useMemo(
    () => ({
      holidays: holidaySet,
      label: (date: string) => t('delivery-time-frame.dayHoliday', { date: formatShortDate(date, language) }),
    }),
    [holidaySet, t, language],
  );
  const localeText = (language === 'en' ? enUS : jaJP).components.MuiLocalizationProvider.defaultProps.localeText;

  function onPick(day: Dayjs | null) {
    if (!day) return;
    const date = isoOf(day);
    if (date < today) return;
    toggle.mutate(
      { idRestaurant, date },
      {
        onSuccess: (result) => {
          const shown = formatShortDate(date, language);
          const text = result.holiday
            ? t('delivery-time-frame.holidaySet', { date: shown })
            : t('delivery-time-frame.holidayUnset', { date: shown });
          const kept =
            result.kept_frames > 0 ? ` ${t('delivery-time-frame.framesKept', { count: result.kept_frames })}` : '';
          toast(`${text}${kept}`, 'success');
        },
      },
    );
  }

  return (
    <Stack spacing={3} data-testid="holiday-page">
      <Box>
        <Button component={Link} to="/order-time-frame" startIcon={<ArrowBackIcon />} data-testid="holiday-back">
          {t('delivery-time-frame.back')}
        </Button>
        <Typography variant="h1" component="h1" sx={{ mt: 1 }}>
          {t('screens.holiday')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('delivery-time-frame.holidayIntro')}</Typography>
      </Box>
      {holidays.isError && (
        <ErrorState message={errorText(holidays.error, language)} onRetry={() => void holidays.refetch()} />
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale={language === 'en' ? 'en' : 'ja'}
            localeText={localeText}
          >
            <HolidayContext.Provider value={context}>
              <DateCalendar
                value={null}
                onChange={onPick}
                views={['month', 'day']}
                openTo="day"
                referenceDate={dayjs(today)}
                shouldDisableDate={(day) => isoOf(day) < today}
                loading={holidays.isPending}
                slots={{ day: HolidayDay }}
                // Japanese calendars head a month as 2026年11月, not 11月 2026.
                slotProps={language === 'en' ? undefined : { calendarHeader: { format: 'YYYY年M月' } }}
                data-testid="holiday-calendar"
                sx={{ '& .MuiPickersDay-root, & .MuiPickerDay-root': { fontSize: '0.95rem' } }}
              />
            </HolidayContext.Provider>
          </LocalizationProvider>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pb: 1 }}>
            <Box
              aria-hidden="true"
              sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }}
            />
            <Typography variant="body2">{t('delivery-time-frame.legend')}</Typography>
          </Stack>
        </Paper>
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('delivery-time-frame.upcoming')}
          </Typography>
          {holidays.isSuccess && upcoming.length === 0 && (
            <Typography color="text.secondary">{t('delivery-time-frame.noHolidays')}</Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="upcoming-holidays">
            {upcoming.map((date) => (
              <Chip
                key={date}
                label={formatShortDate(date, language)}
                data-testid="upcoming-holiday"
                data-date={date}
              />
            ))}
          </Stack>
        </Box>
      </Stack>
    </Stack>
  );
}
