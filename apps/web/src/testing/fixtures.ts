// Users as GET /users/me returns them, for the roles and restaurant types the menu depends on, and
// as the account lists show them.
import { normalizePermissions, ownerPermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantType } from '@noren/domain/restaurant';
import type { AuthUser, RestaurantUser } from '@noren/domain/users';

function restaurant(type: RestaurantType): NonNullable<AuthUser['restaurant_detail']> {
  return {
    id_restaurant: 7,
    restaurant_name: 'そば処 山田',
    restaurant_type: type,
    status: 'active',
    code_company: 100,
    code_store: 1201,
    logo_url: null,
  };
}

export function ownerOf(type: RestaurantType = 'by_order'): AuthUser {
  return {
    id_restaurant_user: 11,
    id_restaurant: 7,
    email: 'owner@example.com',
    first_name: '太郎',
    last_name: '山田',
    level: 1,
    is_superadmin: false,
    access_permission: ownerPermissions(),
    status_active: 'active',
    restaurant_detail: restaurant(type),
    session_uuid: 'session-owner',
  };
}

/** A staff account whose Menu Restriction switches are on only for `activeIds`. */
export function staffWith(activeIds: readonly string[], type: RestaurantType = 'by_order'): AuthUser {
  const stored: PermissionEntry[] = normalizePermissions([]).map((entry) => ({
    ...entry,
    active: activeIds.includes(entry.id),
  }));
  return {
    ...ownerOf(type),
    id_restaurant_user: 12,
    email: 'staff@example.com',
    first_name: '花子',
    last_name: '佐藤',
    level: 2,
    access_permission: stored,
    session_uuid: 'session-staff',
  };
}

export function superadmin(): AuthUser {
  return {
    id_restaurant_user: 1,
    id_restaurant: null,
    email: 'admin@example.com',
    first_name: 'Admin',
    last_name: 'Noren',
    level: 1,
    is_superadmin: true,
    access_permission: [],
    status_active: 'active',
    restaurant_detail: null,
    session_uuid: 'session-admin',
  };
}

/** The same account as a row of the account lists (GET /users/…) returns it. */
export function listedUser(user: AuthUser, created_at = '2026-01-01T00:00:00.000Z'): RestaurantUser {
  const { restaurant_detail, session_uuid: _session, token: _token, ...account } = user;
  return { ...account, restaurant_name: restaurant_detail?.restaurant_name ?? null, created_at };
}
