// One JAN drawn as an EAN-13 (or short EAN-8) barcode by JsBarcode. The library is imported on first
// draw, so it lands in a chunk of its own that only the barcode screen loads (the dashboard's first
// screens have a JavaScript budget). A code that cannot be drawn says so in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { janFormat } from '../barcode-pages.ts';

export interface JanBarcodeProps {
  code: string | null;
  /** Bar height in px (the menu's larger than its options'). */
  height?: number;
  testId?: string;
}

type DrawState = 'drawing' | 'drawn' | 'invalid';

export function JanBarcode({ code, height = 64, testId = 'jan-barcode' }: JanBarcodeProps) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const format = janFormat(code);
  const [state, setState] = useState<DrawState>(format ? 'drawing' : 'invalid');

  useEffect(() => {
    if (!format || !code) {
      setState('invalid');
      return;
    }
    let cancelled = false;
    setState('drawing');
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        const element = svg.current;
        if (cancelled || !element) return;
        let valid = true;
        JsBarcode(element, code, {
          format,
          height,
          width: 2,
          margin: 6,
          fontSize: Math.max(14, Math.round(height / 3.5)),
          background: '#ffffff',
          valid: (ok) => {
            valid = ok;
          },
        });
        setState(valid ? 'drawn' : 'invalid');
      })
      .catch(() => {
        if (!cancelled) setState('invalid');
      });
    return () => {
      cancelled = true;
    };
  }, [code, format, height]);

  return (
    <Box
      data-testid={testId}
      data-state={state}
      data-code={code ?? ''}
      sx={{ display: 'inline-block', maxWidth: '100%' }}
    >
      <Box
        component="svg"
        ref={svg}
        role="img"
        aria-label={code ?? ''}
        sx={{ display: state === 'drawn' ? 'block' : 'none', maxWidth: '100%', height: 'auto' }}
      />
      {state === 'invalid' && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          {code ? t('counter-order.barcode.invalidJan', { code }) : t('counter-order.barcode.noJan')}
        </Typography>
      )}
      {state === 'drawing' && <Box sx={{ height: height + 24 }} />}
    </Box>
  );
}
