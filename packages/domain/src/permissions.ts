// The one permission/menu tree. The side menu, the routes a user may open, the staff's
// Menu Restriction switches and the server's view of access_permission all come from here.
import { z } from 'zod';
import type { RestaurantType } from './restaurant.ts';

export type MenuAudience = 'restaurant' | 'superadmin' | 'everyone';

export interface MenuNode {
  /** Stable id, stored in access_permission; spec ids kept verbatim (e.g. 'dowload-app'). */
  readonly id: string;
  /** i18n key of the label, under `menu.` in the web catalogues. */
  readonly labelKey: string;
  /** Route path; a group (parent) has none. */
  readonly path?: string;
  readonly iconName: string;
  readonly parentId: string | null;
  readonly audience: MenuAudience;
  /** Only owners (level 1) see it; staff never get it as a permission. */
  readonly ownerOnly?: boolean;
  /** A staff account sees it only while its access_permission entry is active. */
  readonly needsPermission?: boolean;
  /** Shown only for these restaurant types. */
  readonly restaurantTypes?: readonly RestaurantType[];
  /** An action (language toggle, logout) rather than a page. */
  readonly action?: 'language' | 'logout';
  /** A restaurant page the superadmin opens too (Profile: every signed-in user, issue 9). */
  readonly superadminToo?: boolean;
}

/** In menu order. The staff permission list keeps this order (search-order after the 8th item). */
export const menuTree: readonly MenuNode[] = [
  {
    id: 'home',
    labelKey: 'home',
    path: '/home',
    iconName: 'Home',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food',
    labelKey: 'foodMenu',
    iconName: 'RestaurantMenu',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food-banner',
    labelKey: 'foodBanner',
    path: '/food/banner',
    iconName: 'ViewCarousel',
    parentId: 'food',
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food-category',
    labelKey: 'foodCategory',
    path: '/food/category',
    iconName: 'Category',
    parentId: 'food',
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food-subcategory',
    labelKey: 'foodSubCategory',
    path: '/food/subcategory',
    iconName: 'AccountTree',
    parentId: 'food',
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food-menu',
    labelKey: 'listFoodMenu',
    path: '/food/food',
    iconName: 'MenuBook',
    parentId: 'food',
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'food-menu-free',
    labelKey: 'listFoodMenuFree',
    path: '/food/food-free',
    iconName: 'ConfirmationNumber',
    parentId: 'food',
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'wait-time',
    labelKey: 'waitTime',
    path: '/wait-time',
    iconName: 'HourglassBottom',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
    restaurantTypes: ['by_order', 'delivery'],
  },
  {
    id: 'search-order',
    labelKey: 'searchOrder',
    path: '/search-order',
    iconName: 'Search',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'order-time-frame',
    labelKey: 'orderTimeFrame',
    path: '/order-time-frame',
    iconName: 'Schedule',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
    restaurantTypes: ['delivery'],
  },
  {
    id: 'receiving-method',
    labelKey: 'receivingMethod',
    path: '/receiving-method',
    iconName: 'LocalShipping',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'detail-order',
    labelKey: 'detailOrder',
    path: '/detail-order',
    iconName: 'ReceiptLong',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'staff',
    labelKey: 'staff',
    path: '/staff',
    iconName: 'Badge',
    parentId: null,
    audience: 'restaurant',
    ownerOnly: true,
  },
  {
    id: 'profile',
    labelKey: 'profile',
    path: '/profile',
    iconName: 'Person',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
    superadminToo: true,
  },
  {
    id: 'printer',
    labelKey: 'printer',
    path: '/printer',
    iconName: 'Print',
    parentId: null,
    audience: 'restaurant',
    needsPermission: true,
  },
  {
    id: 'restaurant',
    labelKey: 'listRestaurants',
    path: '/restaurant',
    iconName: 'Storefront',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'restaurant-user',
    labelKey: 'restaurantUser',
    path: '/restaurant-user',
    iconName: 'People',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'restaurant-category',
    labelKey: 'restaurantCategory',
    path: '/restaurant-category',
    iconName: 'Category',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'banner',
    labelKey: 'restaurantBanner',
    path: '/banner',
    iconName: 'ViewCarousel',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'store',
    labelKey: 'store',
    path: '/store',
    iconName: 'LocalGroceryStore',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'upload-app',
    labelKey: 'uploadApp',
    path: '/upload-app',
    iconName: 'CloudUpload',
    parentId: null,
    audience: 'superadmin',
  },
  {
    id: 'dowload-app',
    labelKey: 'downloadApp',
    path: '/download-app',
    iconName: 'Download',
    parentId: null,
    audience: 'restaurant',
  },
  {
    id: 'language',
    labelKey: 'language',
    iconName: 'Translate',
    parentId: null,
    audience: 'everyone',
    action: 'language',
  },
  {
    id: 'logout',
    labelKey: 'logout',
    path: '/logout',
    iconName: 'Logout',
    parentId: null,
    audience: 'everyone',
    action: 'logout',
  },
];

export const permissionEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  iconName: z.string(),
  parentId: z.string().nullable(),
  active: z.boolean(),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;
export const accessPermissionSchema = z.array(permissionEntrySchema).max(100);

/** Labels stored in access_permission entries (English, as the original stored them). */
const permissionNames: Record<string, string> = {
  home: 'Home',
  food: 'Food Menu',
  'food-banner': 'Food Banner',
  'food-category': 'Food Category',
  'food-subcategory': 'Food Sub Category',
  'food-menu': 'List Food Menu',
  'food-menu-free': 'List Food Menu Free',
  'wait-time': 'Wait Time',
  'search-order': 'Search Order',
  'order-time-frame': 'Order Time Frame',
  'receiving-method': 'Receiving Method',
  'detail-order': 'Detail Order',
  staff: 'Staff',
  profile: 'Profile',
  printer: 'Printer',
};

/** A screen a restaurant user may be allowed: the leaves of the staff permission list. */
export const permissionIds = [
  'home',
  'food-banner',
  'food-category',
  'food-subcategory',
  'food-menu',
  'food-menu-free',
  'wait-time',
  'search-order',
  'order-time-frame',
  'receiving-method',
  'detail-order',
  'staff',
  'profile',
  'printer',
] as const;
export type PermissionId = (typeof permissionIds)[number];

/** Japanese screen names (the side menu's), for messages that name a screen. */
export const permissionNamesJp: Record<PermissionId, string> = {
  home: 'ホーム',
  'food-banner': 'フードバナー',
  'food-category': 'フードカテゴリー',
  'food-subcategory': 'フードサブカテゴリー',
  'food-menu': 'メニュー一覧',
  'food-menu-free': '無料メニュー一覧',
  'wait-time': '待ち時間',
  'search-order': '注文検索',
  'order-time-frame': '注文受付時間枠',
  'receiving-method': '受取方法',
  'detail-order': '注文詳細',
  staff: 'スタッフ',
  profile: 'プロフィール',
  printer: 'プリンター',
};

/** The English name of a permission, as stored in access_permission entries. */
export function permissionName(id: PermissionId): string {
  return permissionNames[id] ?? id;
}

export interface PermissionHolder {
  is_superadmin: boolean;
  level: number;
  access_permission: readonly PermissionEntry[];
}

/**
 * May this restaurant user use the screen `id`? The server's access guard and the menu agree:
 * owners (level 1) hold every permission, staff hold the active entries of their stored list
 * (normalised, so search-order and detail-order move together), the owner-only Staff screen is
 * never a staff permission, and a superadmin holds none (it is not a restaurant user).
 * Restaurant types are not checked here: a screen that does not apply to a type (wait times for
 * a reservation restaurant) is refused by its own rule with its own message.
 */
export function hasPermission(holder: PermissionHolder, id: PermissionId): boolean {
  if (holder.is_superadmin) return false;
  if (holder.level === 1) return true;
  const node = menuTree.find((entry) => entry.id === id);
  if (!node || node.ownerOnly) return false;
  return normalizePermissions(holder.access_permission).some((entry) => entry.id === id && entry.active);
}

/** The entries a staff member can be granted (staff item included, as the original listed it). */
export function permissionItems(): readonly MenuNode[] {
  return menuTree.filter((node) => node.audience === 'restaurant' && (node.needsPermission || node.ownerOnly));
}

/** Default permissions of a new staff account: everything on except the staff item (spec 1 §5). */
export function defaultStaffPermissions(): PermissionEntry[] {
  return permissionItems().map((node) => ({
    id: node.id,
    name: permissionNames[node.id] ?? node.id,
    iconName: node.iconName,
    parentId: node.parentId,
    active: !node.ownerOnly,
  }));
}

/** Owners hold every permission; their list is shown as all on. */
export function ownerPermissions(): PermissionEntry[] {
  return defaultStaffPermissions().map((entry) => ({ ...entry, active: true }));
}

/**
 * Brings a stored list up to date with the tree: unknown ids dropped, new items added off, staff
 * always off, search-order and detail-order made one right, and each parent on while a child is.
 */
export function normalizePermissions(list: readonly PermissionEntry[]): PermissionEntry[] {
  const stored = new Map(list.map((entry) => [entry.id, entry.active]));
  const orderRight = stored.get('search-order') ?? stored.get('detail-order') ?? false;
  const entries = defaultStaffPermissions().map((entry) => {
    if (entry.id === 'staff') return { ...entry, active: false };
    if (entry.id in linkedPermissions) return { ...entry, active: orderRight };
    return { ...entry, active: stored.get(entry.id) ?? false };
  });
  return withParentsFromChildren(entries);
}

function withParentsFromChildren(list: readonly PermissionEntry[]): PermissionEntry[] {
  return list.map((entry) => {
    const children = list.filter((child) => child.parentId === entry.id);
    if (children.length === 0) return entry;
    return { ...entry, active: children.some((child) => child.active) };
  });
}

/** search-order and detail-order are one right: they always move together. */
const linkedPermissions: Record<string, string> = {
  'search-order': 'detail-order',
  'detail-order': 'search-order',
};

/**
 * The Menu Restriction switch rule (spec 1 §5): ticking a parent toggles its children;
 * search-order and detail-order move together; a parent is on while any child is on.
 */
export function togglePermission(list: readonly PermissionEntry[], id: string, active: boolean): PermissionEntry[] {
  const changed = new Set([id]);
  const linked = linkedPermissions[id];
  if (linked) changed.add(linked);
  for (const entry of list) if (entry.parentId === id) changed.add(entry.id);
  return withParentsFromChildren(list.map((entry) => (changed.has(entry.id) ? { ...entry, active } : entry)));
}

export interface MenuViewer {
  is_superadmin: boolean;
  level: number;
  access_permission: readonly PermissionEntry[];
  restaurant_type: RestaurantType | null;
}

/**
 * Can a restaurant of this type use the screen `id`? (Spec 1 §6: the menu is filtered by type;
 * Order Time Frame is for delivery restaurants, Wait Time not for reservation ones.) With no type
 * known, only the screens of every type. The side menu and the Menu Restriction switches both ask
 * this, so a switch is shown exactly when its screen can be in the menu.
 */
export function isForRestaurantType(id: string, type: RestaurantType | null): boolean {
  const types = menuTree.find((node) => node.id === id)?.restaurantTypes;
  return !types || (type !== null && types.includes(type));
}

function isAllowedLeaf(node: MenuNode, viewer: MenuViewer, active: ReadonlySet<string>): boolean {
  if (node.audience === 'everyone') return true;
  if (viewer.is_superadmin) return node.audience === 'superadmin' || node.superadminToo === true;
  if (node.audience !== 'restaurant') return false;
  if (!isForRestaurantType(node.id, viewer.restaurant_type)) return false;
  if (node.ownerOnly) return viewer.level === 1;
  if (viewer.level === 1) return true;
  if (!node.needsPermission) return true;
  return active.has(node.id);
}

/** The menu a user sees, in order: parents carry only their visible children. */
export interface VisibleMenuNode extends MenuNode {
  readonly children: readonly MenuNode[];
}

export function visibleMenu(viewer: MenuViewer): VisibleMenuNode[] {
  const active = new Set(viewer.access_permission.filter((entry) => entry.active).map((entry) => entry.id));
  const result: VisibleMenuNode[] = [];
  for (const node of menuTree) {
    if (node.parentId !== null) continue;
    const children = menuTree.filter((child) => child.parentId === node.id);
    if (children.length > 0) {
      const visibleChildren = children.filter((child) => isAllowedLeaf(child, viewer, active));
      if (visibleChildren.length > 0) result.push({ ...node, children: visibleChildren });
    } else if (isAllowedLeaf(node, viewer, active)) {
      result.push({ ...node, children: [] });
    }
  }
  if (!viewer.is_superadmin) return result;
  // The superadmin's own screens first, then the shared ones (Profile), then language and logout.
  const rank = (node: MenuNode) => (node.audience === 'superadmin' ? 0 : node.audience === 'everyone' ? 2 : 1);
  return result.sort((a, b) => rank(a) - rank(b));
}

/** Every path the viewer may open, leaves only. */
export function permittedPaths(viewer: MenuViewer): string[] {
  return visibleMenu(viewer)
    .flatMap((node) => (node.children.length > 0 ? node.children : [node]))
    .filter((node) => node.path && !node.action)
    .map((node) => node.path as string);
}

/** Is `pathname` (e.g. /food/food/12) inside a permitted route? */
export function isPathPermitted(viewer: MenuViewer, pathname: string): boolean {
  const paths = permittedPaths(viewer);
  if (pathname === '/download-app') return true;
  // detail-order is opened from search-order; the holiday page belongs to order-time-frame.
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Where `/` leads: a superadmin to /restaurant, anyone else to the first permitted page. */
export function firstPermittedPath(viewer: MenuViewer): string {
  if (viewer.is_superadmin) return '/restaurant';
  return permittedPaths(viewer)[0] ?? '/download-app';
}
