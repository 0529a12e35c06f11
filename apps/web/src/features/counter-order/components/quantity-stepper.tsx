// A quantity with big minus and plus buttons (spec 3 §5): never below 1, plus off at `max` (what
// the stock allows).
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  /** The menu's name, for the buttons' labels. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Minus is `<testId>-minus`, plus `<testId>-plus`, the number `<testId>-value`. */
  testId: string;
  /** Overrides the rule "plus while below max" (the cart asks the domain's canIncrease). */
  canIncrease?: boolean;
}

const stepButton = { width: 52, height: 52, border: 2, borderColor: 'divider' } as const;

export function QuantityStepper({ name, value, max, onChange, testId, canIncrease }: QuantityStepperProps) {
  const { t } = useTranslation();
  const plus = canIncrease ?? value < max;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t('counter-order.cart.decrease', { name })}
        data-testid={`${testId}-minus`}
        sx={stepButton}
      >
        <RemoveIcon />
      </IconButton>
      <Box
        component="output"
        aria-label={t('counter-order.cart.quantity', { name })}
        data-testid={`${testId}-value`}
        sx={{
          minWidth: 40,
          textAlign: 'center',
          fontSize: '1.4rem',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Box>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={!plus}
        aria-label={t('counter-order.cart.increase', { name })}
        data-testid={`${testId}-plus`}
        sx={stepButton}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
