// The counter flow's own two rules (spec 3 §5, §9) — the chooser's methods and when the comment
// button shows. They concern only this screen (the server has no say in them); every cart, option,
// stock and visibility rule comes from @noren/domain (orders/cart, catalogue/menu-browser).
import { receivingMethodIds } from '@noren/domain/receiving-methods';

/** Spec 3 §9: methods 3 (table) and 4 (delivery) are hidden from the counter chooser. */
const hiddenFromCounter: readonly number[] = [receivingMethodIds.table, receivingMethodIds.delivery];

/** The methods the chooser offers: active ones, table and delivery left out. */
export function counterMethods<Method extends { id_receiving_method: number; active: boolean }>(
  methods: readonly Method[],
): Method[] {
  return methods.filter((method) => method.active && !hiddenFromCounter.includes(method.id_receiving_method));
}

export interface CommentButtonState {
  questionCount: number;
  showNote: boolean;
  /** The barcode screen shows an order that exists already (the re-display, or after creation). */
  viewingExistingOrder: boolean;
  lastPage: boolean;
}

/**
 * Spec 3 §5: the comment button appears only if the restaurant has questions or show_note, it is
 * not a view of an existing order, and it is on the last page of 3 items.
 */
export function showsCommentButton(state: CommentButtonState): boolean {
  return (state.questionCount > 0 || state.showNote) && !state.viewingExistingOrder && state.lastPage;
}
