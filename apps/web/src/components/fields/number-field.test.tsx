// NumberField: what each kind lets through as the user types or pastes.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { filterNumberInput, NumberField, type NumberKind } from './number-field.tsx';

function Harness({ kind }: { kind: NumberKind }) {
  const [value, setValue] = useState('');
  return <NumberField kind={kind} label="Price" value={value} onChange={setValue} testId="price" />;
}

const input = () => screen.getByTestId('price') as HTMLInputElement;
const typed = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  return input().value;
};

/** Types each text in turn and checks what the field keeps of it (typed text → kept). */
function expectKept(pairs: Record<string, string>) {
  for (const [text, kept] of Object.entries(pairs)) expect(typed(text), `typed ${text}`).toBe(kept);
}

describe('NumberField', () => {
  it('number: digits only', () => {
    render(<Harness kind="number" />);
    expectKept({ '12a3': '123', '-5': '5', '1.5': '15', '１２３': '123' });
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('neg_number: digits with an optional leading minus', () => {
    render(<Harness kind="neg_number" />);
    expectKept({ '-': '-', '-12x': '-12', '1-2': '12', '--3': '-3', '－４': '-4' });
  });

  it('float: digits and one dot', () => {
    render(<Harness kind="float" />);
    expectKept({ '1.2.3': '1.23', '.5': '.5', '3,5e1': '351' });
    expect(input().getAttribute('inputmode')).toBe('decimal');
  });

  it('filters pasted text the same way', () => {
    expect(filterNumberInput(' 1 234 円', 'number')).toBe('1234');
    expect(filterNumberInput('−10', 'neg_number')).toBe('-10');
    expect(filterNumberInput('８．５', 'float')).toBe('8.5');
  });
});
