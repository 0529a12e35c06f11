// The edit and delete buttons at the end of a list row, the same on every list screen.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface RowActionsProps {
  /** Names the row, e.g. "Edit 醤油らーめん": the tooltip and the button's accessible name. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  editTestId: string;
  deleteTestId: string;
}

export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, editTestId, deleteTestId }: RowActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={onEdit} data-testid={editTestId}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} onClick={onDelete} color="error" data-testid={deleteTestId}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
