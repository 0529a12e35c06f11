// Order Time Frame (/order-time-frame, spec 3 §2.6): the delivery time frames of the coming days
// grouped by date, each with its orders against its quota and a quota edit; rows of dates other than
// today are shown inactive (greyed). A Set Holiday button leads to the holiday calendar.
//
// Not the shared DataTable: the frames are many small tables under date headers, without paging or
// sorting (a day has at most a few dozen frames, always shown in time order).
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DeliveryTimeDateGroup, DeliveryTimeFrame } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { useDeliveryTimes } from '../../resources/delivery-time-frames.ts';
import { formatFrameDate, formatFrameTime } from './dates.ts';
import { QuotaFormModal } from './quota-form-modal.tsx';

export function OrderTimeFramePage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  // Frames belong to a restaurant; the router shows this screen only to its users.
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return <OrderTimeFrameScreen idRestaurant={idRestaurant} />;
}

function OrderTimeFrameScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.orderTimeFrame'));
  const language = getStoredLanguage();
  // Read once per visit: a screen left open past midnight is reloaded by the shell.
  const [today] = useState(() => businessDate(new Date()));
  const frames = useDeliveryTimes(idRestaurant, today);
  const [editing, setEditing] = useState<{ frame: DeliveryTimeFrame; name: string } | null>(null);

  const groups = frames.data ?? [];
  return (
    <Stack spacing={3} data-testid="order-time-frame">
      <PageHeader
        title={t('menu.orderTimeFrame')}
        intro={t('delivery-time-frame.intro')}
        actions={
          <Button
            component={Link}
            to="/order-time-frame/holiday"
            variant="contained"
            startIcon={<EventBusyIcon />}
            data-testid="set-holiday"
          >
            {t('delivery-time-frame.setHoliday')}
          </Button>
        }
      />

      {frames.isPending && (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')} role="progressbar">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {frames.isError && (
        <ErrorState message={errorText(frames.error, language)} onRetry={() => void frames.refetch()} />
      )}
      {frames.isSuccess && groups.length === 0 && (
        <Alert severity="info" data-testid="no-frames">
          {t('delivery-time-frame.noFrames')}
        </Alert>
      )}
      {groups.map((group) => (
        <DateGroup
          key={group.date}
          group={group}
          isToday={group.date === today}
          title={formatFrameDate(group.date, language)}
          onEdit={(frame, name) => setEditing({ frame, name })}
        />
      ))}

      {editing && (
        <QuotaFormModal
          key={editing.frame.id_delivery_time_frame}
          frame={editing.frame}
          frameName={editing.name}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

interface DateGroupProps {
  group: DeliveryTimeDateGroup;
  isToday: boolean;
  title: string;
  onEdit: (frame: DeliveryTimeFrame, name: string) => void;
}

function DateGroup({ group, isToday, title, onEdit }: DateGroupProps) {
  const { t } = useTranslation();
  const headingId = `frames-${group.date}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="frame-date-group"
      data-date={group.date}
      data-holiday={group.holiday ? 'true' : 'false'}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography
          variant="h3"
          component="h2"
          id={headingId}
          data-testid="frame-date"
          sx={{ color: isToday ? 'text.primary' : 'text.secondary' }}
        >
          {title}
        </Typography>
        {isToday && <Chip size="small" color="primary" label={t('delivery-time-frame.today')} />}
        {group.holiday && (
          <Chip size="small" color="secondary" label={t('delivery-time-frame.holiday')} data-testid="holiday-chip" />
        )}
      </Stack>
      {group.holiday && group.list.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          {t('delivery-time-frame.holidayNoFrames')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('delivery-time-frame.columns.time')}</TableCell>
                <TableCell align="right">{t('delivery-time-frame.columns.orders')}</TableCell>
                <TableCell>{t('delivery-time-frame.columns.closing')}</TableCell>
                <TableCell align="right">{t('delivery-time-frame.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.list.map((frame) => (
                <FrameRow
                  key={frame.id_delivery_time_frame}
                  frame={frame}
                  inactive={!isToday}
                  name={t('delivery-time-frame.frameName', {
                    date: title,
                    time: formatFrameTime(frame.start_time, frame.end_time),
                  })}
                  onEdit={onEdit}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

interface FrameRowProps {
  frame: DeliveryTimeFrame;
  /** Rows of dates other than today are shown inactive (spec 3 §2.6); their quota stays editable. */
  inactive: boolean;
  name: string;
  onEdit: (frame: DeliveryTimeFrame, name: string) => void;
}

function FrameRow({ frame, inactive, name, onEdit }: FrameRowProps) {
  const { t } = useTranslation();
  const full = frame.count_order >= frame.max_order;
  return (
    <TableRow
      data-testid="frame-row"
      data-inactive={inactive ? 'true' : 'false'}
      data-count={frame.count_order}
      sx={inactive ? { bgcolor: 'action.hover', '& td': { color: 'text.disabled' } } : undefined}
    >
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="frame-time">
        {formatFrameTime(frame.start_time, frame.end_time)}
      </TableCell>
      <TableCell
        align="right"
        data-testid="frame-orders"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: full && !inactive ? 700 : undefined,
          color: full && !inactive ? 'error.main' : undefined,
        }}
      >
        {t('delivery-time-frame.orders', { count: frame.count_order, max: frame.max_order })}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {frame.closing_time > 0
          ? t('delivery-time-frame.closingBefore', { minutes: frame.closing_time })
          : t('delivery-time-frame.closingAtStart')}
      </TableCell>
      <TableCell align="right" sx={{ py: 0 }}>
        <Tooltip title={t('delivery-time-frame.editQuota', { name })}>
          <IconButton
            aria-label={t('delivery-time-frame.editQuota', { name })}
            onClick={() => onEdit(frame, name)}
            data-testid="frame-edit"
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
