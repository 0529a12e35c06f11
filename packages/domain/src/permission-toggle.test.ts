// The staff Menu Restriction switches (spec 1 §5): a parent carries its children, search-order and
// detail-order move together, a parent is off when all its children are, the staff item never on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStaffSwitchable,
  staffSwitchesFor,
  toggleStaffPermission,
  toggleStaffPermissions,
} from './permission-toggle.ts';
import {
  defaultStaffPermissions,
  normalizePermissions,
  ownerPermissions,
  type PermissionEntry,
  visibleMenu,
} from './permissions.ts';
import { restaurantTypes } from './restaurant.ts';

const ids = defaultStaffPermissions().map((entry) => entry.id);
const foodChildren = ['food-banner', 'food-category', 'food-subcategory', 'food-menu', 'food-menu-free'];
const activeOf = (list: readonly PermissionEntry[], id: string) => list.find((entry) => entry.id === id)?.active;

describe('toggleStaffPermission', () => {
  it('starts from the default: all on but the staff item', () => {
    const list = defaultStaffPermissions();
    expect(list.filter((entry) => !entry.active).map((entry) => entry.id)).toEqual(['staff']);
  });

  it('ticking the Food Menu parent carries its children, off and on', () => {
    const off = toggleStaffPermission(defaultStaffPermissions(), 'food', false);
    for (const id of ['food', ...foodChildren]) expect(activeOf(off, id)).toBe(false);
    const on = toggleStaffPermission(off, 'food', true);
    for (const id of ['food', ...foodChildren]) expect(activeOf(on, id)).toBe(true);
  });

  it('moves search-order and detail-order together', () => {
    const off = toggleStaffPermission(defaultStaffPermissions(), 'detail-order', false);
    expect([activeOf(off, 'search-order'), activeOf(off, 'detail-order')]).toEqual([false, false]);
  });

  it('turns the parent off when its last child goes off', () => {
    const list = toggleStaffPermissions(
      defaultStaffPermissions(),
      foodChildren.map((id) => ({ id, on: false })),
    );
    expect(activeOf(list, 'food')).toBe(false);
    expect(activeOf(toggleStaffPermission(list, 'food-menu', true), 'food')).toBe(true);
  });

  it('never grants the staff item, and ignores unknown ids', () => {
    expect(isStaffSwitchable('staff')).toBe(false);
    expect(isStaffSwitchable('nope')).toBe(false);
    expect(isStaffSwitchable('home')).toBe(true);
    expect(activeOf(toggleStaffPermission(defaultStaffPermissions(), 'staff', true), 'staff')).toBe(false);
    expect(toggleStaffPermission(defaultStaffPermissions(), 'nope', false)).toEqual(defaultStaffPermissions());
  });

  it('brings an old stored list up to date before switching', () => {
    const old: PermissionEntry[] = [{ id: 'home', name: 'Home', iconName: 'Home', parentId: null, active: true }];
    const list = toggleStaffPermission(old, 'printer', true);
    expect(list.map((entry) => entry.id)).toEqual(ids);
    expect(list.filter((entry) => entry.active).map((entry) => entry.id)).toEqual(['home', 'printer']);
  });

  it('after any switches from any stored list, every rule of the tree holds (property)', () => {
    const entry = fc.record({
      id: fc.constantFrom(...ids, 'bogus'),
      name: fc.string({ maxLength: 5 }),
      iconName: fc.string({ maxLength: 5 }),
      parentId: fc.constantFrom(null, 'food'),
      active: fc.boolean(),
    });
    const step = fc.record({ id: fc.constantFrom(...ids, 'bogus'), on: fc.boolean() });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.array(step, { maxLength: 25 }), (stored, steps) => {
        let list = normalizePermissions(stored);
        for (const change of steps) {
          list = toggleStaffPermission(list, change.id, change.on);
          expect(list.map((item) => item.id)).toEqual(ids);
          expect(activeOf(list, 'staff')).toBe(false);
          expect(activeOf(list, 'search-order')).toBe(activeOf(list, 'detail-order'));
          expect(activeOf(list, 'food')).toBe(foodChildren.some((child) => activeOf(list, child)));
          if (isStaffSwitchable(change.id)) expect(activeOf(list, change.id)).toBe(change.on);
          if (change.id === 'food') for (const child of foodChildren) expect(activeOf(list, child)).toBe(change.on);
          // The answer is already normal: the server stores what the form shows.
          expect(normalizePermissions(list)).toEqual(list);
        }
      }),
    );
  });
});

describe('staffSwitchesFor', () => {
  it.each([
    ['by_order', ['wait-time'], ['order-time-frame']],
    ['delivery', ['wait-time', 'order-time-frame'], []],
    ['reservation', [], ['wait-time', 'order-time-frame']],
    [null, [], ['wait-time', 'order-time-frame']],
  ] as const)('a %s restaurant: shows %j, hides %j', (type, shown, hidden) => {
    const switches = staffSwitchesFor(defaultStaffPermissions(), type).map((entry) => entry.id);
    for (const id of shown) expect(switches).toContain(id);
    for (const id of hidden) expect(switches).not.toContain(id);
    expect(switches).toEqual(expect.arrayContaining(['home', 'food', 'food-menu', 'search-order', 'staff']));
  });

  it.each(restaurantTypes)("shows exactly the screens a %s restaurant's owner has in the side menu", (type) => {
    const menu = visibleMenu({
      is_superadmin: false,
      level: 1,
      access_permission: ownerPermissions(),
      restaurant_type: type,
    });
    const menuIds = menu.flatMap((node) => [node.id, ...node.children.map((child) => child.id)]);
    const switches = staffSwitchesFor(ownerPermissions(), type).map((entry) => entry.id);
    expect(switches).toEqual(menuIds.filter((id) => ids.includes(id)));
  });
});
