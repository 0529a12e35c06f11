// The columns every list screen has in the same shape: the row number, the row's name, an on/off
// switch saved at once, its image, and the edit / delete pair at the end of the row.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table.tsx';
import { RowActions } from './row-actions.tsx';
import { StatusSwitch } from './status-switch.tsx';

/** "No.": the row's number over all pages. */
export function rowNumberColumn<T>(header: ReactNode, rowNumber: (index: number) => number, width = 72): DataColumn<T> {
  return { id: 'no', header, width, cell: (_row, index) => rowNumber(index) };
}

/** The row's name in bold, sorted by it. */
export function nameColumn<T>(id: string, header: ReactNode, name: (row: T) => string): DataColumn<T> {
  return { id, header, cell: (row) => <Typography sx={{ fontWeight: 600 }}>{name(row)}</Typography>, sortValue: name };
}

export interface StatusColumnOptions<T> {
  id: string;
  header: ReactNode;
  width: number;
  checked: (row: T) => boolean;
  /** Saves the new state; a failure rolls the switch back and is toasted (StatusSwitch). */
  onToggle: (row: T, next: boolean) => Promise<unknown>;
  /** The switch's accessible name, naming the row. */
  label: (row: T) => string;
  testId: string;
  /** Makes the column sortable. */
  sortValue?: (row: T) => number;
}

export function statusColumn<T>({
  id,
  header,
  width,
  checked,
  onToggle,
  label,
  testId,
  sortValue,
}: StatusColumnOptions<T>): DataColumn<T> {
  return {
    id,
    header,
    width,
    ...(sortValue ? { sortValue } : {}),
    cell: (row) => (
      <StatusSwitch
        checked={checked(row)}
        onToggle={(next) => onToggle(row, next)}
        label={label(row)}
        testId={testId}
      />
    ),
  };
}

export interface ActionsColumnOptions<T> {
  header: ReactNode;
  width?: number;
  /** The button's accessible name and tooltip, naming the row ("Edit 醤油らーめん"). */
  label: (action: 'edit' | 'delete', row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** The buttons are `<testIdPrefix>-edit` and `<testIdPrefix>-delete`. */
  testIdPrefix: string;
}

export function actionsColumn<T>({
  header,
  width = 120,
  label,
  onEdit,
  onDelete,
  testIdPrefix,
}: ActionsColumnOptions<T>): DataColumn<T> {
  return {
    id: 'actions',
    header,
    width,
    align: 'right',
    cell: (row) => (
      <RowActions
        editLabel={label('edit', row)}
        deleteLabel={label('delete', row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        editTestId={`${testIdPrefix}-edit`}
        deleteTestId={`${testIdPrefix}-delete`}
      />
    ),
  };
}

/** A column title kept on one line (サービス料 broke in two beside the sort arrow). */
export function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

export interface ImageColumnOptions<T> {
  header: ReactNode;
  /** The column's width (default: the image's and 32); the image is shown `imageWidth` wide. */
  width?: number;
  imageWidth: number;
  src: (row: T) => string | null;
  alt: (row: T) => string;
  /** Shown when the row has no image; a text is shown muted. */
  empty: ReactNode;
  lazy?: boolean;
  testId?: string;
}

/** A row's picture at the width the spec gives it, or a word saying there is none. */
export function imageColumn<T>({
  header,
  imageWidth,
  width = imageWidth + 32,
  src,
  alt,
  empty,
  lazy = false,
  testId,
}: ImageColumnOptions<T>): DataColumn<T> {
  return {
    id: 'image',
    header,
    width,
    cell: (row) => {
      const url = src(row);
      return url ? (
        <Box
          component="img"
          src={url}
          alt={alt(row)}
          width={imageWidth}
          loading={lazy ? 'lazy' : undefined}
          sx={{ display: 'block', width: imageWidth, height: 'auto', borderRadius: 1 }}
          data-testid={testId}
        />
      ) : typeof empty === 'string' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        empty
      );
    },
  };
}

/**
 * The image column of a screen whose texts follow its area's keys: `<area>.columns.image`, the
 * picture's `<area>.imageOf` naming the row (`params`), and `<area>.noImage` when there is none.
 */
export function areaImageColumn<T>(
  t: TFunction,
  area: string,
  {
    params,
    ...options
  }: Omit<ImageColumnOptions<T>, 'header' | 'alt' | 'empty'> & { params: (row: T) => Record<string, unknown> },
): DataColumn<T> {
  return imageColumn({
    ...options,
    header: t(`${area}.columns.image`),
    alt: (row) => t(`${area}.imageOf`, params(row)),
    empty: t(`${area}.noImage`),
  });
}
