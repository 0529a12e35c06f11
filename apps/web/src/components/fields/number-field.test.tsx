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

describe('NumberField', () => {
  it('number: digits only', () => {
    render(<Harness kind="number" />);
    expect(typed('12a3')).toBe('123');
    expect(typed('-5')).toBe('5');
    expect(typed('1.5')).toBe('15');
    expect(typed('１２３')).toBe('123');
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('neg_number: digits with an optional leading minus', () => {
    render(<Harness kind="neg_number" />);
    expect(typed('-')).toBe('-');
    expect(typed('-12x')).toBe('-12');
    expect(typed('1-2')).toBe('12');
    expect(typed('--3')).toBe('-3');
    expect(typed('－４')).toBe('-4');
  });

  it('float: digits and one dot', () => {
    render(<Harness kind="float" />);
    expect(typed('1.2.3')).toBe('1.23');
    expect(typed('.5')).toBe('.5');
    expect(typed('3,5e1')).toBe('351');
    expect(input().getAttribute('inputmode')).toBe('decimal');
  });

  it('filters pasted text the same way', () => {
    expect(filterNumberInput(' 1 234 円', 'number')).toBe('1234');
    expect(filterNumberInput('−10', 'neg_number')).toBe('-10');
    expect(filterNumberInput('８．５', 'float')).toBe('8.5');
  });
});
