// The menu tree as each role sees it, the routes it may open, and the Menu Restriction switches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessPermissionSchema,
  defaultStaffPermissions,
  firstPermittedPath,
  permissionIds as grantableIds,
  hasPermission,
  isPathPermitted,
  type MenuViewer,
  menuTree,
  normalizePermissions,
  ownerPermissions,
  type PermissionEntry,
  permissionItems,
  togglePermission,
  type VisibleMenuNode,
  visibleMenu,
} from './permissions.ts';
import { type RestaurantType, restaurantTypes } from './restaurant.ts';

const superadminItems = [
  'restaurant',
  'restaurant-user',
  'restaurant-category',
  'banner',
  'store',
  'upload-app',
  'profile',
  'language',
  'logout',
];
const foodChildren = ['food-banner', 'food-category', 'food-subcategory', 'food-menu', 'food-menu-free'];
const alwaysOn = ['dowload-app', 'language', 'logout'];
/** Items both a restaurant user and the superadmin see. */
const sharedItems = [...alwaysOn, 'profile'];
const permissionIds = defaultStaffPermissions().map((entry) => entry.id);

const superadmin: MenuViewer = { is_superadmin: true, level: 1, access_permission: [], restaurant_type: null };
const owner = (restaurant_type: RestaurantType | null = 'by_order'): MenuViewer => ({
  is_superadmin: false,
  level: 1,
  access_permission: ownerPermissions(),
  restaurant_type,
});
const staff = (
  access_permission: readonly PermissionEntry[] = defaultStaffPermissions(),
  restaurant_type: RestaurantType | null = 'by_order',
): MenuViewer => ({ is_superadmin: false, level: 2, access_permission, restaurant_type });

/** A permission list with exactly `on` active (no parent bookkeeping: visibleMenu must not need it). */
const withActive = (on: Iterable<string>): PermissionEntry[] => {
  const set = new Set(on);
  return defaultStaffPermissions().map((entry) => ({ ...entry, active: set.has(entry.id) }));
};
const withOff = (off: readonly string[]): PermissionEntry[] =>
  defaultStaffPermissions().map((entry) => (off.includes(entry.id) ? { ...entry, active: false } : entry));

const topIds = (menu: readonly VisibleMenuNode[]) => menu.map((node) => node.id);
const leafIds = (menu: readonly VisibleMenuNode[]) =>
  menu.flatMap((node) => (node.children.length > 0 ? node.children.map((child) => child.id) : [node.id]));
const activeOf = (list: readonly PermissionEntry[], id: string) => list.find((entry) => entry.id === id)?.active;

describe('visibleMenu', () => {
  it('shows a superadmin the platform items, then Profile, language and logout', () => {
    const menu = visibleMenu(superadmin);
    expect(topIds(menu)).toEqual(superadminItems);
    expect(topIds(menu)).not.toContain('home');
    expect(topIds(menu)).not.toContain('dowload-app');
  });

  it('shows a by_order owner the restaurant menu with the five-item Food Menu group and Staff', () => {
    const menu = visibleMenu(owner('by_order'));
    expect(topIds(menu)).toEqual([
      'home',
      'food',
      'wait-time',
      'search-order',
      'receiving-method',
      'detail-order',
      'staff',
      'profile',
      'printer',
      'dowload-app',
      'language',
      'logout',
    ]);
    expect(menu.find((node) => node.id === 'food')?.children.map((child) => child.id)).toEqual(foodChildren);
    expect(topIds(menu)).not.toContain('order-time-frame');
    for (const id of superadminItems.filter((item) => !sharedItems.includes(item))) {
      expect(topIds(menu)).not.toContain(id);
    }
  });

  it('shows Order Time Frame only to delivery restaurants', () => {
    expect(topIds(visibleMenu(owner('delivery')))).toContain('order-time-frame');
    expect(topIds(visibleMenu(owner('reservation')))).not.toContain('order-time-frame');
    expect(topIds(visibleMenu(staff(defaultStaffPermissions(), 'delivery')))).toContain('order-time-frame');
  });

  it('hides Wait Time for reservation restaurants, for owners and for staff holding the permission', () => {
    expect(topIds(visibleMenu(owner('reservation')))).not.toContain('wait-time');
    expect(topIds(visibleMenu(staff(defaultStaffPermissions(), 'reservation')))).not.toContain('wait-time');
    expect(topIds(visibleMenu(owner('delivery')))).toContain('wait-time');
  });

  it('gives an owner the full menu whatever its stored access_permission says', () => {
    const ownerWithNothing = { ...owner('by_order'), access_permission: withActive([]) };
    expect(visibleMenu(ownerWithNothing)).toEqual(visibleMenu(owner('by_order')));
  });

  it.each(restaurantTypes)('shows %s staff with default permissions everything an owner sees except Staff', (type) => {
    const ownerLeaves = leafIds(visibleMenu(owner(type)));
    expect(ownerLeaves).toContain('staff');
    expect(leafIds(visibleMenu(staff(defaultStaffPermissions(), type)))).toEqual(
      ownerLeaves.filter((id) => id !== 'staff'),
    );
  });

  it('takes from staff exactly the items switched off', () => {
    const off = ['home', 'food-category', 'receiving-method', 'printer'];
    const expected = leafIds(visibleMenu(staff())).filter((id) => !off.includes(id));
    expect(leafIds(visibleMenu(staff(withOff(off))))).toEqual(expected);
  });

  it('keeps the Food Menu group with only the children still on', () => {
    const menu = visibleMenu(staff(withOff(['food-banner', 'food-menu-free'])));
    expect(menu.find((node) => node.id === 'food')?.children.map((child) => child.id)).toEqual([
      'food-category',
      'food-subcategory',
      'food-menu',
    ]);
  });

  it('drops the Food Menu group when every food child is off, even if the parent entry is on', () => {
    const list = withOff(foodChildren);
    expect(activeOf(list, 'food')).toBe(true);
    expect(topIds(visibleMenu(staff(list)))).not.toContain('food');
  });

  it('leaves staff with every permission off only Download App, Language and Logout', () => {
    expect(topIds(visibleMenu(staff(withActive([]))))).toEqual(alwaysOn);
    expect(topIds(visibleMenu(staff([])))).toEqual(alwaysOn);
  });

  it('never shows staff the Staff item, even when its entry is on', () => {
    expect(topIds(visibleMenu(staff(withActive(permissionIds))))).not.toContain('staff');
  });

  it('shows staff exactly the active items its restaurant type allows, plus the always-on ones (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(permissionIds),
        fc.constantFrom<RestaurantType | null>(...restaurantTypes, null),
        (on, type) => {
          const leaves = leafIds(visibleMenu(staff(withActive(on), type)));
          const typeAllows = new Set(leafIds(visibleMenu(owner(type))));
          for (const id of leaves) expect(on.includes(id) || alwaysOn.includes(id)).toBe(true);
          expect(leaves).not.toContain('staff');
          for (const id of alwaysOn) expect(leaves).toContain(id);
          for (const id of on) {
            if (id !== 'staff' && id !== 'food' && typeAllows.has(id)) expect(leaves).toContain(id);
          }
        },
      ),
    );
  });
});

describe('firstPermittedPath', () => {
  it('sends a superadmin to /restaurant', () => {
    expect(firstPermittedPath(superadmin)).toBe('/restaurant');
  });

  it('sends an owner to /home', () => {
    expect(firstPermittedPath(owner())).toBe('/home');
  });

  it('sends staff without Home to its first permitted page', () => {
    expect(firstPermittedPath(staff(withOff(['home'])))).toBe('/food/banner');
    expect(firstPermittedPath(staff(withOff(['home', 'food-banner', 'food-category'])))).toBe('/food/subcategory');
    expect(firstPermittedPath(staff(withOff(['home', ...foodChildren])))).toBe('/wait-time');
    expect(firstPermittedPath(staff(withOff(['home', ...foodChildren]), 'reservation'))).toBe('/search-order');
  });

  it('sends staff with nothing permitted to /download-app', () => {
    expect(firstPermittedPath(staff(withActive([])))).toBe('/download-app');
  });
});

describe('isPathPermitted', () => {
  it('opens a food detail page under /food/food when List Food Menu is allowed', () => {
    expect(isPathPermitted(staff(), '/food/food/12')).toBe(true);
    expect(isPathPermitted(staff(withOff(['food-menu'])), '/food/food/12')).toBe(false);
    expect(isPathPermitted(staff(withOff(['food-menu'])), '/food/food')).toBe(false);
  });

  it('does not let /food/food open /food/food-free by prefix', () => {
    expect(isPathPermitted(staff(withOff(['food-menu-free'])), '/food/food-free')).toBe(false);
    expect(isPathPermitted(staff(withOff(['food-menu-free'])), '/food/food')).toBe(true);
  });

  it('opens the holiday page for a delivery owner only', () => {
    expect(isPathPermitted(owner('delivery'), '/order-time-frame/holiday')).toBe(true);
    expect(isPathPermitted(owner('by_order'), '/order-time-frame/holiday')).toBe(false);
  });

  it('always opens /download-app', () => {
    for (const viewer of [superadmin, owner(), staff(), staff(withActive([]))]) {
      expect(isPathPermitted(viewer, '/download-app')).toBe(true);
    }
  });

  it('opens /profile for every signed-in user: the superadmin, owners and staff allowed it', () => {
    expect(isPathPermitted(superadmin, '/profile')).toBe(true);
    expect(topIds(visibleMenu(superadmin))).toContain('profile');
    expect(isPathPermitted(owner(), '/profile')).toBe(true);
    expect(isPathPermitted(staff(withActive(['profile'])), '/profile')).toBe(true);
    // Staff still need the switch: the superadmin's access does not open it to everyone.
    expect(isPathPermitted(staff(withOff(['profile'])), '/profile')).toBe(false);
    expect(firstPermittedPath(superadmin)).toBe('/restaurant');
  });

  it('keeps each role out of the others’ pages', () => {
    expect(isPathPermitted(superadmin, '/home')).toBe(false);
    expect(isPathPermitted(superadmin, '/restaurant')).toBe(true);
    expect(isPathPermitted(owner(), '/restaurant')).toBe(false);
    expect(isPathPermitted(owner(), '/staff')).toBe(true);
    expect(isPathPermitted(staff(withActive(permissionIds)), '/staff')).toBe(false);
    expect(isPathPermitted(staff(), '/detail-order')).toBe(true);
    expect(isPathPermitted(staff(withOff(['detail-order'])), '/detail-order')).toBe(false);
  });
});

describe('defaultStaffPermissions', () => {
  it('lists the grantable items in menu order, search-order ninth (after the 8th item)', () => {
    const ids = defaultStaffPermissions().map((entry) => entry.id);
    expect(ids).toEqual([
      'home',
      'food',
      ...foodChildren,
      'wait-time',
      'search-order',
      'order-time-frame',
      'receiving-method',
      'detail-order',
      'staff',
      'profile',
      'printer',
    ]);
    expect(ids[8]).toBe('search-order');
  });

  it('turns everything on except staff', () => {
    for (const entry of defaultStaffPermissions()) expect(entry.active).toBe(entry.id !== 'staff');
  });

  it('is a valid access_permission with names, icons and the food children under food', () => {
    const list = defaultStaffPermissions();
    expect(accessPermissionSchema.safeParse(list).success).toBe(true);
    for (const entry of list) {
      expect(entry.name).not.toBe('');
      expect(entry.iconName).not.toBe('');
      expect(entry.parentId).toBe(foodChildren.includes(entry.id) ? 'food' : null);
    }
    expect(list.find((entry) => entry.id === 'search-order')?.name).toBe('Search Order');
  });

  it('gives owners the same list with everything on', () => {
    expect(ownerPermissions().map((entry) => entry.id)).toEqual(permissionIds);
    expect(ownerPermissions().every((entry) => entry.active)).toBe(true);
  });
});

describe('togglePermission', () => {
  it('turns every food child off and on with the Food Menu parent', () => {
    const off = togglePermission(defaultStaffPermissions(), 'food', false);
    for (const id of ['food', ...foodChildren]) expect(activeOf(off, id)).toBe(false);
    expect(activeOf(off, 'home')).toBe(true);
    const on = togglePermission(off, 'food', true);
    for (const id of ['food', ...foodChildren]) expect(activeOf(on, id)).toBe(true);
  });

  it('moves search-order and detail-order together, from either side', () => {
    const off = togglePermission(defaultStaffPermissions(), 'search-order', false);
    expect(activeOf(off, 'search-order')).toBe(false);
    expect(activeOf(off, 'detail-order')).toBe(false);
    const on = togglePermission(off, 'detail-order', true);
    expect(activeOf(on, 'search-order')).toBe(true);
    expect(activeOf(on, 'detail-order')).toBe(true);
  });

  it('turns the parent off only when the last child goes off, and on again with any child', () => {
    let list = defaultStaffPermissions();
    for (const [index, id] of foodChildren.entries()) {
      list = togglePermission(list, id, false);
      expect(activeOf(list, 'food')).toBe(index < foodChildren.length - 1);
    }
    list = togglePermission(list, 'food-menu', true);
    expect(activeOf(list, 'food')).toBe(true);
    expect(foodChildren.filter((id) => activeOf(list, id))).toEqual(['food-menu']);
  });

  it('changes only the switched item when it has no parent, children or partner', () => {
    const before = defaultStaffPermissions();
    const after = togglePermission(before, 'printer', false);
    expect(after).toEqual(before.map((entry) => (entry.id === 'printer' ? { ...entry, active: false } : entry)));
    expect(activeOf(before, 'printer')).toBe(true);
  });

  it('keeps parent = any(children) and search-order = detail-order after any sequence of switches (property)', () => {
    const step = fc.tuple(fc.constantFrom(...permissionIds, 'unknown-id'), fc.boolean());
    const start = fc.constantFrom(defaultStaffPermissions(), ownerPermissions(), normalizePermissions([]));
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 30 }), (initial, steps) => {
        let list = initial;
        for (const [id, active] of steps) {
          list = togglePermission(list, id, active);
          expect(list.map((entry) => entry.id)).toEqual(permissionIds);
          expect(activeOf(list, 'food')).toBe(foodChildren.some((child) => activeOf(list, child)));
          expect(activeOf(list, 'search-order')).toBe(activeOf(list, 'detail-order'));
          if (id !== 'unknown-id') expect(activeOf(list, id)).toBe(active);
        }
      }),
    );
  });
});

describe('normalizePermissions', () => {
  it('drops unknown ids and adds missing items switched off, in menu order', () => {
    const stored: PermissionEntry[] = [
      { id: 'bogus', name: 'Bogus', iconName: 'X', parentId: null, active: true },
      { id: 'printer', name: 'Printer', iconName: 'Print', parentId: null, active: true },
      { id: 'home', name: 'Home', iconName: 'Home', parentId: null, active: true },
    ];
    const list = normalizePermissions(stored);
    expect(list.map((entry) => entry.id)).toEqual(permissionIds);
    expect(list.filter((entry) => entry.active).map((entry) => entry.id)).toEqual(['home', 'printer']);
  });

  it('forces staff off', () => {
    expect(activeOf(normalizePermissions(ownerPermissions()), 'staff')).toBe(false);
  });

  // A list saved before search-order existed still gives one right for search and detail.
  it('keeps search-order and detail-order together for a list saved without search-order', () => {
    const legacy = defaultStaffPermissions().filter((entry) => entry.id !== 'search-order');
    const list = normalizePermissions(legacy);
    expect(activeOf(list, 'search-order')).toBe(activeOf(list, 'detail-order'));
    expect(activeOf(list, 'search-order')).toBe(true);
  });

  it('turns a stored parent off when every child is off', () => {
    const stored = defaultStaffPermissions().map((entry) =>
      entry.parentId === 'food' ? { ...entry, active: false } : entry,
    );
    expect(activeOf(normalizePermissions(stored), 'food')).toBe(false);
  });

  it('keeps stored switches of known items, under the toggle rules, and nothing else (property)', () => {
    const unknown = fc.stringMatching(/^x-[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.subarray(permissionIds), fc.array(unknown, { maxLength: 3 }), (on, extra) => {
        const stored = [
          ...withActive(on),
          ...extra.map((id) => ({ id, name: id, iconName: 'X', parentId: null, active: true })),
        ];
        const list = normalizePermissions(stored);
        expect(list.map((entry) => entry.id)).toEqual(permissionIds);
        // Leaves keep their switch; the order pair follows search-order; a parent follows its children.
        const foodChildOn = list.some((entry) => entry.parentId === 'food' && on.includes(entry.id));
        const expected = permissionIds.filter((id) => {
          if (id === 'staff') return false;
          if (id === 'search-order' || id === 'detail-order') return on.includes('search-order');
          if (id === 'food') return foodChildOn;
          return on.includes(id);
        });
        expect(list.filter((entry) => entry.active).map((entry) => entry.id)).toEqual(expected);
      }),
    );
  });
});

describe('hasPermission (the server guard)', () => {
  const staffWith = (on: readonly string[]) => ({
    is_superadmin: false,
    level: 2,
    access_permission: defaultStaffPermissions().map((entry) => ({ ...entry, active: on.includes(entry.id) })),
  });

  it('names every grantable leaf of the tree, and nothing else', () => {
    const leaves = permissionItems()
      .filter((node) => !menuTree.some((child) => child.parentId === node.id))
      .map((node) => node.id);
    expect([...grantableIds]).toEqual(leaves);
  });

  it('gives owners every permission, the superadmin none, staff exactly what is switched on', () => {
    const owner = { is_superadmin: false, level: 1, access_permission: [] };
    const admin = { is_superadmin: true, level: 1, access_permission: ownerPermissions() };
    for (const id of grantableIds) {
      expect(hasPermission(owner, id)).toBe(true);
      expect(hasPermission(admin, id)).toBe(false);
    }
    fc.assert(
      fc.property(fc.subarray([...grantableIds]), (on) => {
        const staff = staffWith(on);
        for (const id of grantableIds) {
          const linked = id === 'search-order' || id === 'detail-order';
          const expected = id !== 'staff' && (linked ? on.includes('search-order') : on.includes(id));
          expect(hasPermission(staff, id)).toBe(expected);
        }
      }),
    );
  });

  it('never lets staff use the owner-only Staff screen, even when the stored entry says active', () => {
    expect(hasPermission(staffWith(['staff']), 'staff')).toBe(false);
  });
});
