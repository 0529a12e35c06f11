// The Menu Restriction switches of a staff account (spec 1 §5), as the Staff screen and the
// server apply them: the stored list is first brought up to date with the menu tree, then the
// switch follows `togglePermission` (a parent carries its children; search-order and detail-order
// move together; a parent is on while any child is). On top of that, the owner-only Staff item is
// never granted: a staff member cannot manage staff, whatever a client sends, so the list a form
// shows is the list the server stores and checks.
import { isForRestaurantType, normalizePermissions, type PermissionEntry, togglePermission } from './permissions.ts';
import type { RestaurantType } from './restaurant.ts';

/** The one staff switch that stays off (spec 1 §5: staff default to all on except the staff item). */
export const ownerOnlyPermission = 'staff';

/** Whether the Menu Restriction switch of `id` can be changed for a staff account. */
export function isStaffSwitchable(id: string): boolean {
  return id !== ownerOnlyPermission && normalizePermissions([]).some((entry) => entry.id === id);
}

/**
 * A staff account's list after switching `id` on or off. Unknown ids and the staff item change
 * nothing (the answer is still the normalised list); the result is always in menu order with
 * every rule of the tree holding.
 */
export function toggleStaffPermission(list: readonly PermissionEntry[], id: string, on: boolean): PermissionEntry[] {
  const current = normalizePermissions(list);
  if (!isStaffSwitchable(id)) return current;
  return normalizePermissions(togglePermission(current, id, on));
}

/** Several switches in turn (a form's changes replayed on the stored list). */
export function toggleStaffPermissions(
  list: readonly PermissionEntry[],
  switches: readonly { id: string; on: boolean }[],
): PermissionEntry[] {
  return switches.reduce(
    (current, change) => toggleStaffPermission(current, change.id, change.on),
    normalizePermissions(list),
  );
}

/**
 * The switches shown for a staff account of a restaurant of `type`: the normalised list without the
 * screens that type cannot use, by the side menu's own rule (isForRestaurantType). The entries left
 * out keep their stored value; the menu never shows them to that restaurant anyway.
 */
export function staffSwitchesFor(list: readonly PermissionEntry[], type: RestaurantType | null): PermissionEntry[] {
  return normalizePermissions(list).filter((entry) => isForRestaurantType(entry.id, type));
}
