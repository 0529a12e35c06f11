// The product's mark: a three-panel noren curtain (same drawing as the favicon).
import Box from '@mui/material/Box';

export interface BrandMarkProps {
  size?: number;
}

export function BrandMark({ size = 40 }: BrandMarkProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill="#1d3557" />
      <rect x="10" y="12" width="44" height="4" rx="2" fill="#f1e9da" />
      <path d="M13 18h11v30a3 3 0 0 1-3 3h-5a3 3 0 0 1-3-3z" fill="#f1e9da" />
      <path d="M26.5 18h11v30a3 3 0 0 1-3 3h-5a3 3 0 0 1-3-3z" fill="#e76f51" />
      <path d="M40 18h11v30a3 3 0 0 1-3 3h-5a3 3 0 0 1-3-3z" fill="#f1e9da" />
    </Box>
  );
}
