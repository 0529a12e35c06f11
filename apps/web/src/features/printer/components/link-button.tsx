// A small text button that navigates (the printer screens' links), in a module of its own: the
// dashboard's printer line uses it without loading the printer screens' form parts.
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function LinkButton({
  to,
  icon,
  testId,
  children,
}: {
  to: string;
  icon?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button size="small" component={Link} to={to} startIcon={icon} data-testid={testId}>
      {children}
    </Button>
  );
}
