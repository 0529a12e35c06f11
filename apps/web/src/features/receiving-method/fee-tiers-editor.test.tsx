// The fee-tier editor: each broken rule shows its message beside the field in both languages, and
// the add-tier button follows canAddTier (no free threshold, threshold = minimum, tiers reach it).
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { FeeTiersEditor } from './fee-tiers-editor.tsx';
import { emptyTier, type TierDraft } from './form-state.ts';

const tier = (name: string, min: number, max: number, cost: number, jancode = '4900000000011'): TierDraft => ({
  ...emptyTier(min),
  name,
  max_order_fee: String(max),
  cost: String(cost),
  jancode,
});

const twoTiers = () => [tier('近距離', 500, 1499, 300), tier('中距離', 1500, 2999, 150, '4900000000028')];

function Harness({
  initial,
  min = 500,
  free = 3000,
  company = 200,
  method = 1,
}: {
  initial: TierDraft[];
  min?: number | null;
  free?: number | null;
  company?: number;
  method?: number;
}) {
  const [tiers, setTiers] = useState(initial);
  const bounds = { minOrderFee: min, freeThreshold: free, codeCompany: company, idReceivingMethod: method };
  return <FeeTiersEditor tiers={tiers} onChange={setTiers} {...bounds} />;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const errorOf = (index: number, field: string) => screen.queryByTestId(`fee-tier-${index}-${field}-error`)?.textContent;
const addButton = () => screen.getByTestId('fee-tier-add') as HTMLButtonElement;

describe('fee tier editor', () => {
  it('shows no error for a valid list, and turns adding off once the tiers reach the free threshold', async () => {
    await setTestLanguage('en');
    render(<Harness initial={twoTiers()} />);
    expect(screen.getAllByTestId('fee-tier-row')).toHaveLength(2);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(addButton().disabled).toBe(true);
    expect(screen.getByTestId('fee-tier-add-reason').textContent).toBe('The tiers already reach the free threshold.');
    expect(screen.getByRole('heading', { name: 'Service fee tiers' })).toBeTruthy();
  });

  it('marks each broken rule beside its field, in English', async () => {
    await setTestLanguage('en');
    render(<Harness initial={twoTiers()} />);

    type('fee-tier-1-min_order_fee', '1600');
    expect(errorOf(1, 'min_order_fee')).toBe("Must be the previous tier's maximum plus 1 (1,500)");

    type('fee-tier-1-min_order_fee', '1500');
    type('fee-tier-1-max_order_fee', '2500');
    expect(errorOf(1, 'min_order_fee')).toBeUndefined();
    expect(errorOf(1, 'max_order_fee')).toBe('The last tier must end at the free threshold minus 1 (2,999)');

    type('fee-tier-1-max_order_fee', '3000');
    expect(errorOf(1, 'max_order_fee')).toBe('Must be below the free threshold (3,000)');

    type('fee-tier-1-max_order_fee', '2999');
    type('fee-tier-0-min_order_fee', '1600');
    expect(errorOf(0, 'min_order_fee')).toBe('Error value greater than maximum order fee');

    type('fee-tier-0-min_order_fee', '400');
    expect(errorOf(0, 'min_order_fee')).toBe('The first tier must start at the minimum order amount (500)');
  });

  it('marks the same rules in Japanese', async () => {
    render(<Harness initial={twoTiers()} method={4} />);
    expect(screen.getByRole('heading', { name: '送料の段階' })).toBeTruthy();
    type('fee-tier-1-min_order_fee', '1600');
    expect(errorOf(1, 'min_order_fee')).toBe('前の段階の最大金額＋1（1,500）にしてください');
    type('fee-tier-0-min_order_fee', '1600');
    expect(errorOf(0, 'min_order_fee')).toBe('最大注文金額を超える値です');
  });

  it('says "Required Field" once an empty field was visited; company 100 needs no JAN code', async () => {
    await setTestLanguage('en');
    const { unmount } = render(<Harness initial={twoTiers()} />);
    type('fee-tier-0-name', '');
    expect(errorOf(0, 'name')).toBeUndefined();
    fireEvent.blur(input('fee-tier-0-name'));
    expect(errorOf(0, 'name')).toBe('Required Field');
    type('fee-tier-1-jancode', '');
    fireEvent.blur(input('fee-tier-1-jancode'));
    expect(errorOf(1, 'jancode')).toBe('Required Field');
    unmount();

    render(<Harness initial={twoTiers()} company={100} />);
    type('fee-tier-1-jancode', '');
    fireEvent.blur(input('fee-tier-1-jancode'));
    expect(errorOf(1, 'jancode')).toBeUndefined();
  });

  it('turns adding off without a free threshold, or when it equals the minimum order amount', async () => {
    await setTestLanguage('en');
    const { unmount } = render(<Harness initial={[]} free={null} />);
    expect(addButton().disabled).toBe(true);
    expect(screen.getByTestId('fee-tier-add-reason').textContent).toBe('Enter the free threshold to add tiers.');
    unmount();

    render(<Harness initial={[]} min={500} free={500} />);
    expect(addButton().disabled).toBe(true);
    expect(screen.getByTestId('fee-tier-add-reason').textContent).toContain('equals the minimum order amount');
  });

  it('adds a tier starting at the minimum, then at the previous max + 1, until the threshold is reached', async () => {
    render(<Harness initial={[]} />);
    expect(screen.getByTestId('fee-tiers-empty')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(input('fee-tier-0-min_order_fee').value).toBe('500');
    type('fee-tier-0-max_order_fee', '1499');
    fireEvent.click(addButton());
    expect(input('fee-tier-1-min_order_fee').value).toBe('1500');
    type('fee-tier-1-max_order_fee', '2999');
    expect(addButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '段階2を削除' }));
    expect(screen.getAllByTestId('fee-tier-row')).toHaveLength(1);
    expect(addButton().disabled).toBe(false);
  });
});
