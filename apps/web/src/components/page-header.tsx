// The head of a screen, the same on every list screen: an optional breadcrumb (the menu group,
// then the screen), the title with what belongs beside it (a refresh button), an optional line of
// introduction, and the screen's actions on the right (wrapping under the title on a phone).
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** The breadcrumb: the labels before the screen's own, and its accessible name. */
  breadcrumb?: { label: string; trail: readonly string[]; current: string };
  /** Beside the title, e.g. a refresh button. */
  titleAdornment?: ReactNode;
  intro?: ReactNode;
  /** On the right: the screen's main button(s). */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

export function PageHeader({ title, breadcrumb, titleAdornment, intro, actions, sx }: PageHeaderProps) {
  return (
    <Box
      sx={[
        {
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <div>
        {breadcrumb && (
          <Breadcrumbs aria-label={breadcrumb.label} sx={{ mb: 0.5 }}>
            {breadcrumb.trail.map((label) => (
              <Typography key={label} variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ color: 'text.primary' }}>
              {breadcrumb.current}
            </Typography>
          </Breadcrumbs>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {titleAdornment}
        </Box>
        {intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {intro}
          </Typography>
        )}
      </div>
      {actions}
    </Box>
  );
}
