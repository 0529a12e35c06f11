// The dashboard's keyboard and bump-bar keys (issue 10): which key does what on /home, and when a key
// is not the dashboard's to take. A kitchen bump bar is a USB keyboard sending these same keys, so
// nothing here knows about bump bars. Pure: the hook (use-home-shortcuts.ts) acts on the answer.
//
//   ↑ / ↓              the previous / next order of the list
//   ← / →, PgUp / PgDn the previous / next page of the list
//   Enter              the status button of the selected order (the same rules: a wait time first)
//   1 … 9              the n-th wait-time circle of the selected order's receiving method
//   P                  print the selected order (the print icon's action)
//   ?                  the shortcut help
//   Esc                closes a dialog (the dialog's own, not handled here)

export type Shortcut =
  | { kind: 'move'; step: -1 | 1 }
  | { kind: 'page'; step: -1 | 1 }
  | { kind: 'advance' }
  | { kind: 'waitTime'; index: number }
  | { kind: 'print' }
  | { kind: 'help' };

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

const fixed: Record<string, Shortcut> = {
  ArrowUp: { kind: 'move', step: -1 },
  ArrowDown: { kind: 'move', step: 1 },
  ArrowLeft: { kind: 'page', step: -1 },
  ArrowRight: { kind: 'page', step: 1 },
  PageUp: { kind: 'page', step: -1 },
  PageDown: { kind: 'page', step: 1 },
  Enter: { kind: 'advance' },
  p: { kind: 'print' },
  P: { kind: 'print' },
  '?': { kind: 'help' },
};

/** The dashboard's action for a key; null for any other key or a chord (Ctrl, ⌘ or Alt held). */
export function shortcutOf(press: KeyPress): Shortcut | null {
  // A chord belongs to the browser (Ctrl+P prints the page, Alt+← goes back); an IME is composing text.
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing) return null;
  if (/^[1-9]$/.test(press.key)) return { kind: 'waitTime', index: Number(press.key) - 1 };
  return fixed[press.key] ?? null;
}

// Roles of widgets that use these keys themselves (a text field, a select's list, a menu, a slider,
// the date picker's spin buttons).
const ownKeyRoles = new Set([
  'textbox',
  'searchbox',
  'spinbutton',
  'combobox',
  'listbox',
  'option',
  'menu',
  'menuitem',
]);
const typedInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'range', 'color', 'file']);

/** True while the user types into a field (the keys are theirs), or a dialog or menu is open over /home. */
export function keysBelongElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  // Editable text, and the date picker's field (its sections sit in a contenteditable="false" box
  // that takes the keys itself).
  if ((target instanceof HTMLElement && target.isContentEditable) || target.closest('[contenteditable]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !typedInputs.has(target.type)) return true;
  const role = target.getAttribute('role');
  if (role && ownKeyRoles.has(role)) return true;
  // A dialog (its Esc closes it), a menu or a popover: the dashboard behind it waits.
  return target.closest('[role="dialog"], [role="presentation"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Enter on a focused control (a button, a link, a tick box) is that control's own press, so it is
 * not also the status button; an order row's select button is the exception (Enter there is "go on
 * with this order", which the list already selected).
 */
export function enterBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[data-testid="order-row-select"]')) return false;
  return (
    target.closest(
      'button, a[href], input, select, textarea, summary, [role="button"], [role="checkbox"], [role="link"]',
    ) !== null
  );
}
