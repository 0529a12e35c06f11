// The shipping / service fee tiers of a receiving method (spec 3 §5): one row per tier (name, min,
// max, cost, JAN code), each rule's message beside its field in the page's language, and the
// add-tier button, off when the domain says no tier can be added (canAddTier).
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canAddTier, type FeeTierField, feeTierIssues, nextTierMin, tierNeedsJancode } from '@noren/domain/fee-tiers';
import { isDeliveryMethod } from '@noren/domain/receiving-methods';
import { type RuleIssue, ruleIssue } from '@noren/domain/rule-issue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/fields/number-field.tsx';
import { emptyTier, type TierDraft, tierValues } from './form-state.ts';
import { isRequiredIssue, useIssueText } from './problem-text.ts';

export interface FeeTiersEditorProps {
  tiers: readonly TierDraft[];
  onChange: (next: TierDraft[]) => void;
  /** The method's minimum order amount and free threshold, as numbers (null when empty). */
  minOrderFee: number | null;
  freeThreshold: number | null;
  codeCompany: number | null;
  idReceivingMethod: number | null;
  /** Texts the server answered for a tier field, by path (`service_shipping_fees.1.min_order_fee`). */
  serverErrors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

type Reason = 'noThreshold' | 'thresholdIsMinimum' | 'reached';

/** Why the add button is off, for the hint beside it (the rule itself is canAddTier). */
function reasonWhyNot(freeThreshold: number | null, minOrderFee: number | null): Reason {
  if (freeThreshold === null) return 'noThreshold';
  if (minOrderFee !== null && freeThreshold === minOrderFee) return 'thresholdIsMinimum';
  return 'reached';
}

const numberFields = ['min_order_fee', 'max_order_fee', 'cost'] as const;
const labels: Record<FeeTierField, string> = {
  name: 'name',
  min_order_fee: 'min',
  max_order_fee: 'max',
  cost: 'cost',
  jancode: 'jancode',
};

export function FeeTiersEditor({
  tiers,
  onChange,
  minOrderFee,
  freeThreshold,
  codeCompany,
  idReceivingMethod,
  serverErrors = {},
  disabled = false,
}: FeeTiersEditorProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const values = tierValues(tiers);
  const bounds = { tiers: values, min_order_fee: minOrderFee, min_free_order_fee: freeThreshold };
  const addable = canAddTier(bounds);
  const needsJancode = tierNeedsJancode(codeCompany);

  const issues = new Map<string, RuleIssue>();
  for (const issue of feeTierIssues({ ...bounds, code_company: codeCompany, id_receiving_method: idReceivingMethod })) {
    if (issue.index !== null) {
      const key = `${issue.index}.${issue.field}`;
      issues.set(key, ruleIssue(key, issue.code, issue.params));
    }
  }

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  function messageOf(index: number, field: FeeTierField): string | null {
    const server = serverErrors[`service_shipping_fees.${index}.${field}`];
    if (server) return server;
    const issue = issues.get(`${index}.${field}`);
    if (!issue) return null;
    if (isRequiredIssue(issue) && !touched.has(`${index}.${field}`)) return null;
    return issueText(issue);
  }

  function update(index: number, change: Partial<TierDraft>) {
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  }

  function remove(index: number) {
    onChange(tiers.filter((_, at) => at !== index));
    // Touched marks follow positions; after a removal they would point at other rows.
    setTouched(new Set());
  }

  function add() {
    onChange([...tiers, emptyTier(nextTierMin(bounds))]);
  }

  const title = isDeliveryMethod(idReceivingMethod)
    ? t('receiving-method.tiers.titleShipping')
    : t('receiving-method.tiers.titleService');

  return (
    <Box component="section" aria-label={title} data-testid="fee-tiers-editor">
      <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('receiving-method.tiers.hint')}
      </Typography>

      {tiers.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }} data-testid="fee-tiers-empty">
          {t('receiving-method.tiers.empty')}
        </Typography>
      )}

      {tiers.map((tier, index) => {
        const number = index + 1;
        const fieldProps = (field: FeeTierField) => {
          const message = messageOf(index, field);
          return {
            label: t(`receiving-method.tiers.${labels[field]}`),
            error: Boolean(message),
            helperText: message ?? undefined,
            size: 'small' as const,
            fullWidth: true,
            disabled,
            onBlur: () => touch(`${index}.${field}`),
            slotProps: {
              formHelperText: { 'data-testid': `fee-tier-${index}-${field}-error`, role: 'alert' } as object,
            },
          };
        };
        return (
          <Box
            key={tier.key}
            role="group"
            aria-label={t('receiving-method.tiers.number', { number })}
            data-testid="fee-tier-row"
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr 1fr',
                // Room for a two-line message under each amount.
                md: '64px minmax(0, 1fr) repeat(3, minmax(0, 1.2fr)) minmax(0, 1fr) 40px',
              },
              columnGap: 1.5,
              rowGap: 1.5,
              alignItems: 'start',
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 700, pt: 1, gridColumn: { xs: '1 / 2', md: 'auto' }, whiteSpace: 'nowrap' }}>
              {t('receiving-method.tiers.number', { number })}
            </Typography>
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <TextField
                {...fieldProps('name')}
                required
                value={tier.name}
                onChange={(event) => update(index, { name: event.target.value })}
                slotProps={{
                  ...fieldProps('name').slotProps,
                  htmlInput: { 'data-testid': `fee-tier-${index}-name`, maxLength: 100 },
                }}
              />
            </Box>
            {numberFields.map((field) => (
              <NumberField
                key={field}
                {...fieldProps(field)}
                required
                kind="number"
                value={tier[field]}
                onChange={(value) => update(index, { [field]: value })}
                testId={`fee-tier-${index}-${field}`}
              />
            ))}
            <TextField
              {...fieldProps('jancode')}
              required={needsJancode}
              value={tier.jancode}
              onChange={(event) => update(index, { jancode: event.target.value })}
              slotProps={{
                ...fieldProps('jancode').slotProps,
                htmlInput: { 'data-testid': `fee-tier-${index}-jancode`, maxLength: 50, inputMode: 'numeric' },
              }}
            />
            <Box sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: '2 / 3', md: 'auto' }, textAlign: 'right' }}>
              <Tooltip title={t('receiving-method.tiers.remove', { number })}>
                <span>
                  <IconButton
                    aria-label={t('receiving-method.tiers.remove', { number })}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    color="error"
                    data-testid={`fee-tier-${index}-remove`}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        );
      })}

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          pt: 1.5,
          borderTop: tiers.length > 0 ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={disabled || !addable}
          data-testid="fee-tier-add"
        >
          {t('receiving-method.tiers.add')}
        </Button>
        {!addable && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="fee-tier-add-reason">
            {t(`receiving-method.tiers.${reasonWhyNot(freeThreshold, minOrderFee)}`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
