// A slip as it would print: the domain's SVG preview of the one slip layout.
import Box from '@mui/material/Box';
import type { SlipDocument } from '@noren/domain/printing/slip';
import { slipSvg } from '@noren/domain/printing/svg';
import { useMemo } from 'react';

/** White paper with a shadow, no wider than the screen. */
const paper = { bgcolor: '#fff', boxShadow: 2, borderRadius: 1, p: 1.5, width: 'fit-content', maxWidth: '100%' };
const svgFits = { '& svg': { display: 'block', maxWidth: '100%', height: 'auto' } };

export function SlipPreview({ slip, label }: { slip: SlipDocument; label: string }) {
  // The SVG is built by the domain from escaped text only: no markup of the order's own gets in.
  const svg = useMemo(() => slipSvg(slip), [slip]);
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="slip-preview"
      sx={[paper, svgFits]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's SVG, every text escaped
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
