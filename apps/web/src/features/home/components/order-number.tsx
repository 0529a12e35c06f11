// An order's number as the heading of its card or detail: large, heavy, digits of one width.
import Typography from '@mui/material/Typography';

const sizes = {
  large: { component: 'h2', fontSize: '2.25rem', lineHeight: 1.1 },
  medium: { component: 'h3', fontSize: '1.6rem', lineHeight: 1.15 },
} as const;

export function OrderNumber({ number, size, testId }: { number: string; size: keyof typeof sizes; testId: string }) {
  const { component, fontSize, lineHeight } = sizes[size];
  return (
    <Typography
      component={component}
      data-testid={testId}
      sx={{ fontSize, fontWeight: 800, lineHeight, fontVariantNumeric: 'tabular-nums' }}
    >
      {number}
    </Typography>
  );
}
