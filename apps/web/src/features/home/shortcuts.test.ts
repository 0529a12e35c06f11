// The dashboard's keys: which key is which action, which are left to the browser (chords, an IME),
// and where the keys belong to something else (a field being typed in, an open dialog, a button).
import { afterEach, describe, expect, it } from 'vitest';
import { enterBelongsToControl, type KeyPress, keysBelongElsewhere, shortcutOf } from './shortcuts.ts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const byId = (id: string) => document.getElementById(id);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutOf', () => {
  it('maps the arrows, the page keys, Enter, P and ? to their actions', () => {
    expect(shortcutOf(press('ArrowUp'))).toEqual({ kind: 'move', step: -1 });
    expect(shortcutOf(press('ArrowDown'))).toEqual({ kind: 'move', step: 1 });
    expect(shortcutOf(press('ArrowLeft'))).toEqual({ kind: 'page', step: -1 });
    expect(shortcutOf(press('ArrowRight'))).toEqual({ kind: 'page', step: 1 });
    expect(shortcutOf(press('PageUp'))).toEqual({ kind: 'page', step: -1 });
    expect(shortcutOf(press('PageDown'))).toEqual({ kind: 'page', step: 1 });
    expect(shortcutOf(press('Enter'))).toEqual({ kind: 'advance' });
    expect(shortcutOf(press('p'))).toEqual({ kind: 'print' });
    expect(shortcutOf(press('P'))).toEqual({ kind: 'print' });
    expect(shortcutOf(press('?'))).toEqual({ kind: 'help' });
  });

  it('maps 1–9 to the first to ninth wait time, and 0 to nothing', () => {
    expect(shortcutOf(press('1'))).toEqual({ kind: 'waitTime', index: 0 });
    expect(shortcutOf(press('3'))).toEqual({ kind: 'waitTime', index: 2 });
    expect(shortcutOf(press('9'))).toEqual({ kind: 'waitTime', index: 8 });
    expect(shortcutOf(press('0'))).toBeNull();
  });

  it('leaves other keys, chords and IME composition alone', () => {
    for (const key of ['a', 'Tab', ' ', 'Escape', 'Home', 'F5', '10']) expect(shortcutOf(press(key))).toBeNull();
    // Ctrl+P prints the browser page, ⌘+1 switches tabs, Alt+← goes back.
    expect(shortcutOf(press('p', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('1', { metaKey: true }))).toBeNull();
    expect(shortcutOf(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('Enter', { isComposing: true }))).toBeNull();
  });
});

describe('keysBelongElsewhere', () => {
  it('is true while typing in a text field, a text area, a select or editable text', () => {
    mount(`
      <input id="text" type="text" /><input id="search" type="search" /><input id="number" type="number" />
      <textarea id="area"></textarea><select id="select"><option>a</option></select>
      <div id="editable" contenteditable="true">x</div><span id="spin" role="spinbutton">2026</span>
      <div id="combo" role="combobox">10</div>
      <div role="group"><div id="date-field" contenteditable="false" tabindex="0"><span id="year">2026</span></div></div>`);
    for (const id of ['text', 'search', 'number', 'area', 'select', 'spin', 'combo', 'date-field', 'year']) {
      expect(keysBelongElsewhere(byId(id)), id).toBe(true);
    }
    const editable = byId('editable') as HTMLElement;
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(keysBelongElsewhere(editable)).toBe(true);
  });

  it('is true inside an open dialog or menu', () => {
    mount(`
      <div role="presentation"><div role="dialog"><button id="in-dialog">OK</button></div></div>
      <ul role="menu"><li id="in-menu" tabindex="-1">10</li></ul>`);
    expect(keysBelongElsewhere(byId('in-dialog'))).toBe(true);
    expect(keysBelongElsewhere(byId('in-menu'))).toBe(true);
  });

  it('is false on the page, a button or a tick box', () => {
    mount(`<main><button id="button">Go</button><input id="tick" type="checkbox" /></main>`);
    expect(keysBelongElsewhere(document.body)).toBe(false);
    expect(keysBelongElsewhere(byId('button'))).toBe(false);
    expect(keysBelongElsewhere(byId('tick'))).toBe(false);
    expect(keysBelongElsewhere(null)).toBe(false);
  });
});

describe('enterBelongsToControl', () => {
  it("leaves Enter to a focused button, link or tick box, but not to an order row's select button", () => {
    mount(`
      <button id="button"><span id="inside">Display All</span></button><a id="link" href="/x">x</a>
      <input id="tick" type="checkbox" />
      <ul data-testid="order-list"><li><button id="row" data-testid="order-row-select"><span id="row-text">T101</span></button></li></ul>`);
    expect(enterBelongsToControl(byId('button'))).toBe(true);
    expect(enterBelongsToControl(byId('inside'))).toBe(true);
    expect(enterBelongsToControl(byId('link'))).toBe(true);
    expect(enterBelongsToControl(byId('tick'))).toBe(true);
    expect(enterBelongsToControl(byId('row'))).toBe(false);
    expect(enterBelongsToControl(byId('row-text'))).toBe(false);
    expect(enterBelongsToControl(document.body)).toBe(false);
  });
});
