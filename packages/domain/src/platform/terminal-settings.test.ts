// The terminal colour rule (spec 1 §5: six hex digits, else 'Invalid Color').
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTerminalColor, saveTerminalSettingSchema, terminalColorIssues } from './terminal-settings.ts';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');

describe('terminal colour', () => {
  it('takes #RRGGBB in any case, with or without #, and stores it upper case', () => {
    expect(normalizeTerminalColor('#1a2b3c')).toBe('#1A2B3C');
    expect(normalizeTerminalColor(' FFAA00 ')).toBe('#FFAA00');
    for (const bad of ['red', '#FFF', '#12345', '#1234567', '#GG0000', '##112233', 'rgb(1,2,3)', '#11223344']) {
      expect(normalizeTerminalColor(bad)).toBeNull();
      expect(terminalColorIssues(bad)).toEqual([{ field: 'main_color', code: 'TERMINAL_COLOR_INVALID', params: {} }]);
    }
  });

  it('no colour is no issue (the terminal keeps its default)', () => {
    expect(terminalColorIssues(null)).toEqual([]);
    expect(terminalColorIssues(undefined)).toEqual([]);
    expect(terminalColorIssues('')).toEqual([]);
  });

  it('accepts exactly six hex digits and round-trips them (property)', () => {
    fc.assert(
      fc.property(fc.array(hexDigit, { minLength: 6, maxLength: 6 }), fc.boolean(), (digits, hash) => {
        const color = `${hash ? '#' : ''}${digits.join('')}`;
        const stored = normalizeTerminalColor(color);
        expect(stored).toBe(`#${digits.join('').toUpperCase()}`);
        expect(normalizeTerminalColor(stored as string)).toBe(stored);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const stored = normalizeTerminalColor(text);
        if (stored !== null) expect(stored).toMatch(/^#[0-9A-F]{6}$/);
        expect(stored === null).toBe(!/^#?[0-9a-fA-F]{6}$/.test(text.trim()));
      }),
    );
  });

  it('reads the body: absent stays absent, "" and null remove', () => {
    expect(saveTerminalSettingSchema.parse({ restaurant_logo: '', main_color: '' })).toEqual({
      restaurant_logo: null,
      main_color: null,
    });
    expect(saveTerminalSettingSchema.parse({})).toEqual({});
    expect(saveTerminalSettingSchema.safeParse({ top_screen: '/etc/passwd' }).success).toBe(false);
  });
});
