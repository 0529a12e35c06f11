// TimeField: digits become a time as they are typed ('1130' → 11:30 → '11:30:00'), short entries
// are completed on leaving the field, impossible times are marked, and the clear icon empties it.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { completeDigits, formatTimeDigits, TimeField, timeDigits, timeFromDigits } from './time-field.tsx';

function Harness({ initial = null, onChange }: { initial?: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <TimeField
        label="Start"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        testId="start"
      />
      <button type="button" onClick={() => setValue('17:45:00')}>
        reset
      </button>
    </>
  );
}

const input = () => screen.getByTestId('start') as HTMLInputElement;
/** Types character by character, as a tablet keyboard does. */
function typeInto(text: string) {
  for (let length = 1; length <= text.length; length += 1) {
    fireEvent.change(input(), { target: { value: `${input().value}${text[length - 1]}` } });
  }
}

describe('TimeField', () => {
  it("formats '1130' as 11:30 while typing and gives '11:30:00'", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    typeInto('11');
    expect(input().value).toBe('11');
    typeInto('3');
    expect(input().value).toBe('11:3');
    expect(onChange).not.toHaveBeenCalled();
    typeInto('0');
    expect(input().value).toBe('11:30');
    expect(onChange).toHaveBeenLastCalledWith('11:30:00');
    typeInto('15');
    expect(input().value).toBe('11:30:15');
    expect(onChange).toHaveBeenLastCalledWith('11:30:15');
  });

  it('clears with the clear icon', () => {
    const onChange = vi.fn();
    render(<Harness initial="09:00:00" onChange={onChange} />);
    expect(input().value).toBe('09:00');
    fireEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(input().value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('start-clear')).toBeNull();
  });

  it('completes a short entry on leaving the field: 930 → 09:30', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    typeInto('930');
    fireEvent.blur(input());
    expect(input().value).toBe('09:30');
    expect(onChange).toHaveBeenLastCalledWith('09:30:00');
  });

  it('marks a time that cannot exist and gives no value for it', () => {
    const onChange = vi.fn();
    render(<Harness initial="10:00:00" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '2590' } });
    expect(input().value).toBe('25:90');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.blur(input());
    expect(input().value).toBe('25:90');
  });

  it('accepts full-width digits and a typed colon, and follows a value set from outside', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '１１３０' } });
    expect(onChange).toHaveBeenLastCalledWith('11:30:00');
    fireEvent.change(input(), { target: { value: '7:05' } });
    expect(input().value).toBe('07:05');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input().value).toBe('17:45');
  });
});

describe('time digit rules', () => {
  it('read, format and complete typed digits', () => {
    expect(timeDigits('11:30:15:99')).toBe('113015');
    expect(timeDigits('9:3')).toBe('093');
    expect(formatTimeDigits('11301')).toBe('11:30:1');
    expect(timeFromDigits('2359')).toBe('23:59:00');
    expect(timeFromDigits('2400')).toBeNull();
    expect(timeFromDigits('113')).toBeNull();
    expect(completeDigits('9')).toBe('0900');
    expect(completeDigits('11')).toBe('1100');
    expect(completeDigits('11305')).toBe('1130');
  });
});
