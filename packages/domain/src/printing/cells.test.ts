// Cells of the receipt line: what takes 2, 1 or 0 cells, and wrapping that never passes the edge
// nor splits a character from its marks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellWidth,
  centerCells,
  padEndCells,
  padStartCells,
  spreadCells,
  textCells,
  wrapCells,
  wrapIndented,
} from './cells.ts';

describe('cellWidth', () => {
  it.each([
    ['a', 1],
    ['~', 1],
    ['é', 1],
    ['あ', 2],
    ['ア', 2],
    ['漢', 2],
    ['Ａ', 2],
    ['、', 2],
    ['한', 2],
    ['ｱ', 1],
    ['ﾞ', 1],
    ['※', 2],
    ['×', 2],
    ['①', 2],
    ['α', 2],
    ['😀', 2],
    ['\u3099', 0],
    ['\u0301', 0],
    ['\u200d', 0],
    ['\t', 0],
  ])('%s takes %i cells', (char, cells) => {
    expect(cellWidth(char)).toBe(cells);
  });

  it('counts a text by its characters', () => {
    expect(textCells('カレー Rice')).toBe(11);
    expect(textCells('ｶﾚｰ')).toBe(3);
    expect(textCells('か\u3099')).toBe(2);
  });
});

describe('padding', () => {
  it('pads and centres by cells, not by characters', () => {
    expect(padEndCells('あa', 6)).toBe('あa   ');
    expect(padStartCells('あa', 6)).toBe('   あa');
    expect(centerCells('あい', 9)).toBe('  あい');
    expect(padEndCells('あいう', 4)).toBe('あいう');
  });
});

describe('wrapCells', () => {
  it('breaks Japanese between any two characters, never through a double-width one', () => {
    expect(wrapCells('あいうえおか', 5)).toEqual(['あい', 'うえ', 'おか']);
    expect(wrapCells('aあいう', 4)).toEqual(['aあ', 'いう']);
  });

  it('breaks English at the last space and cuts a word longer than the line', () => {
    expect(wrapCells('Green tea latte', 10)).toEqual(['Green tea', 'latte']);
    expect(wrapCells('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapCells('ab cd', 2)).toEqual(['ab', 'cd']);
  });

  it('keeps a combining mark with its character', () => {
    expect(wrapCells('か\u3099き\u3099く\u3099', 4)).toEqual(['か\u3099き\u3099', 'く\u3099']);
  });

  it('keeps the text’s line breaks and gives no line for an empty text', () => {
    expect(wrapCells('一行目\n二行目', 24)).toEqual(['一行目', '二行目']);
    expect(wrapCells('', 24)).toEqual([]);
  });

  it('never passes the edge and loses no character', () => {
    const units = fc.constantFrom('a', 'Z', ' ', 'あ', '漢', 'ｶ', '※', '😀', '-');
    fc.assert(
      fc.property(fc.string({ unit: units, maxLength: 120 }), fc.integer({ min: 2, max: 30 }), (text, width) => {
        const lines = wrapCells(text, width);
        for (const line of lines) expect(textCells(line)).toBeLessThanOrEqual(width);
        expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
      }),
    );
  });
});

describe('wrapIndented and spreadCells', () => {
  it('hangs the following lines under the first', () => {
    expect(wrapIndented('麺の硬さ: 大盛り', 14, '  ・', '    ')).toEqual(['  ・麺の硬さ:', '    大盛り']);
  });

  it('puts a value flush right, or on its own line when both do not fit', () => {
    expect(spreadCells('合計', '1,200円', 16)).toEqual(['合計     1,200円']);
    expect(spreadCells('  × 2', '', 10)).toEqual(['  × 2']);
    expect(spreadCells('とても長い商品名の小計', '123,456円', 24)).toEqual([
      'とても長い商品名の小計',
      '               123,456円',
    ]);
    expect(spreadCells('注文', '2026/11/24\n12:34', 24)).toEqual(['注文    2026/11/24 12:34']);
  });
});
