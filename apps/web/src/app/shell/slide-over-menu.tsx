// The side menu as a slide-over (phones and portrait tablets): MUI's temporary Drawer, with its
// modal, focus trap and slide, in its own chunk, loaded and mounted when the menu is first opened
// (app-shell.tsx). Mounted at the first render, the closed drawer cost the first screen its code
// and a hidden menu's render and measuring.
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface SlideOverMenuProps {
  open: boolean;
  onClose: () => void;
  paperSx: SxProps<Theme>;
  children: ReactNode;
}

export function SlideOverMenu({ open, onClose, paperSx, children }: SlideOverMenuProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: paperSx } }}>
      {children}
    </Drawer>
  );
}
