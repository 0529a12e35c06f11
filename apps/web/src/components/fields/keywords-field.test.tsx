// KeywordsField: a comma, a Japanese comma 、, Enter or a space commits the typed word as a chip.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KeywordsField, splitKeywords } from './keywords-field.tsx';

function Harness({ initial = [], onSubmit = () => {} }: { initial?: string[]; onSubmit?: () => void }) {
  const [words, setWords] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <KeywordsField label="Keywords" value={words} onChange={setWords} testId="keywords" />
      <output data-testid="words">{words.join('|')}</output>
    </form>
  );
}

const input = () => screen.getByTestId('keywords-input') as HTMLInputElement;
const words = () => screen.getByTestId('words').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: `${input().value}${text}` } });

describe('KeywordsField', () => {
  it('commits a word on a comma, 、, a space and Enter', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type('ramen');
    expect(words()).toBe('');
    type(',');
    expect(words()).toBe('ramen');
    expect(input().value).toBe('');
    type('醤油、');
    expect(words()).toBe('ramen|醤油');
    type('spicy ');
    expect(words()).toBe('ramen|醤油|spicy');
    type('　');
    type('udon');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(words()).toBe('ramen|醤油|spicy|udon');
    // Enter commits the word; it does not submit the form.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getAllByTestId('keywords-chip').map((chip) => chip.querySelector('.MuiChip-label')?.textContent),
    ).toEqual(['ramen', '醤油', 'spicy', 'udon']);
  });

  it('commits several pasted words, skips duplicates and empty ones', () => {
    render(<Harness initial={['ramen']} />);
    type('ramen,,soba、 うどん rest');
    expect(words()).toBe('ramen|soba|うどん');
    expect(input().value).toBe('rest');
    fireEvent.blur(input());
    expect(words()).toBe('ramen|soba|うどん|rest');
  });

  it('waits for the Japanese input method to finish before splitting', () => {
    render(<Harness />);
    fireEvent.compositionStart(input());
    type('しょうゆ、');
    expect(words()).toBe('');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(words()).toBe('');
    fireEvent.compositionEnd(input());
    expect(words()).toBe('しょうゆ');
  });

  it('removes a chip with its delete icon, and the last one with Backspace', () => {
    render(<Harness initial={['ramen', 'soba', 'udon']} />);
    fireEvent.click(screen.getByTitle('soba を削除'));
    expect(words()).toBe('ramen|udon');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(words()).toBe('ramen');
    expect(input().value).toBe('udon');
  });

  it('splits text into committed words and the rest', () => {
    expect(splitKeywords('a,b、c d\te')).toEqual({ words: ['a', 'b', 'c', 'd'], rest: 'e' });
    expect(splitKeywords('abc')).toEqual({ words: [], rest: 'abc' });
    expect(splitKeywords('x，')).toEqual({ words: ['x'], rest: '' });
  });
});
