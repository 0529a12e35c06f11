// A card section of the app screens (Download App, Upload App): an icon beside the section's
// heading, then its content; the section is named by its heading.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface IconSectionProps {
  icon: ReactNode;
  title: string;
  testId: string;
  /** Space under the heading (theme spacing). */
  headingGap: number;
  children: ReactNode;
}

export function IconSection({ icon, title, testId, headingGap, children }: IconSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: headingGap }}>
        {icon}
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}
