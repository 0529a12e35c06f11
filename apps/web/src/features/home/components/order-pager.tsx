// The order list's pager: orders per page (a native select: on a tablet the system's own picker,
// large and quick), "1～10 / 35件" and the previous / next page buttons. What MUI's TablePagination
// drew, without its cost at the dashboard's first load: its module builds an Intl.NumberFormat when
// it is imported (~15 ms of a tablet's CPU, a long task before the dashboard shows) and brings the
// Select, Menu, Popover and Table modules with it.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../format.ts';

export interface OrderPagerProps {
  /** 0-based. */
  page: number;
  limit: number;
  total: number;
  limitOptions: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** The first and last row numbers (1-based) shown on `page`; 0–0 when there is nothing. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = page * limit + 1;
  return { from, to: Math.min(total, from + limit - 1) };
}

export function OrderPager({ page, limit, total, limitOptions, onPageChange, onLimitChange }: OrderPagerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const { from, to } = pageRange(page, limit, total);
  const last = Math.max(0, Math.ceil(total / limit) - 1);
  return (
    <Box
      data-testid="order-pagination"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        px: 1.5,
        py: 0.5,
        minHeight: 52,
        borderTop: 1,
        borderColor: 'divider',
        mt: 'auto',
        fontSize: '0.875rem',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={selectId} sx={{ fontSize: 'inherit' }}>
          {t('home.pagination')}
        </Typography>
        <Box
          component="select"
          id={selectId}
          value={limit}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onLimitChange(Number(event.target.value))}
          data-testid="order-pagination-limit"
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            minHeight: 40,
            px: 1,
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          {limitOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
      </Box>
      {/* The range and its buttons stay together when a narrow list wraps the pager. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          component="span"
          data-testid="order-pagination-range"
          sx={{ fontSize: 'inherit', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {t('home.pager.range', { from: groupDigits(from), to: groupDigits(to), count: groupDigits(total) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 0}
            aria-label={t('home.pager.previous')}
            data-testid="order-pagination-previous"
            sx={{ width: 44, height: 44 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            onClick={() => onPageChange(page + 1)}
            disabled={page >= last}
            aria-label={t('home.pager.next')}
            data-testid="order-pagination-next"
            sx={{ width: 44, height: 44 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
