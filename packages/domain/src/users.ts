// Accounts: the wire contracts of spec 1 §7 "Auth and accounts" and who may manage whom.
import { z } from 'zod';
import { accessPermissionSchema, type PermissionEntry } from './permissions.ts';
import { type RestaurantType, restaurantTypeSchema } from './restaurant.ts';
import { id, intParam, text } from './zod-blocks.ts';

export const userLevels = { owner: 1, staff: 2 } as const;
export type UserLevel = 1 | 2;
export const userLevelSchema = z.union([z.literal(1), z.literal(2)]);

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userStatusSchema = z.enum(userStatuses);

const email = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());
/**
 * argon2 accepts any length; a cap keeps a hostile body from costing seconds of hashing. Passwords
 * are never stored or compared as text by PostgreSQL (only their hash), so any character is allowed.
 */
const password = z.string().min(1).max(256);
const newPassword = z.string().min(8).max(256);
/** Names are stored: clean one-line text (zod-blocks). */
const name = text(100);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** The original sent credentials inside `{data: ...}`; plain JSON is accepted as well. */
export function unwrapData(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) {
    const inner = (body as { data: unknown }).data;
    if (inner && typeof inner === 'object') return inner;
  }
  return body;
}

export const restaurantSummarySchema = z.object({
  id_restaurant: z.number().int(),
  restaurant_name: z.string(),
  restaurant_type: restaurantTypeSchema,
  status: z.enum(['active', 'inactive']),
  code_company: z.number().int(),
  code_store: z.number().int(),
  logo_url: z.string().nullable(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

/** The "Auth user" record of spec 1 §3, plus the session's public UUID for force_logout. */
export const authUserSchema = z.object({
  id_restaurant_user: z.number().int(),
  id_restaurant: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  level: userLevelSchema,
  is_superadmin: z.boolean(),
  access_permission: accessPermissionSchema,
  status_active: userStatusSchema,
  restaurant_detail: restaurantSummarySchema.nullable(),
  session_uuid: z.string(),
  /** For clients that cannot keep the cookie: send as `Authorization: Bearer <token>`. */
  token: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const restaurantUserSchema = z.object({
  id_restaurant_user: z.number().int(),
  id_restaurant: z.number().int().nullable(),
  restaurant_name: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  level: userLevelSchema,
  is_superadmin: z.boolean(),
  access_permission: accessPermissionSchema,
  status_active: userStatusSchema,
  created_at: z.string(),
});
export type RestaurantUser = z.infer<typeof restaurantUserSchema>;

/** bio held first and last name (encrypted in the original); accepted plain, or as top-level fields. */
export const bioSchema = z.object({ first_name: name, last_name: name });

export const createUserSchema = z.object({
  level: userLevelSchema,
  id_restaurant: id,
  email,
  password: newPassword,
  bio: bioSchema.optional(),
  first_name: name.optional(),
  last_name: name.optional(),
  access_permission: accessPermissionSchema.optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateBioSchema = z.object({
  id_restaurant_user: id,
  bio: bioSchema.optional(),
  first_name: name.min(1).optional(),
  last_name: name.min(1).optional(),
  level: userLevelSchema.optional(),
  access_permission: accessPermissionSchema.optional(),
});
export type UpdateBioInput = z.infer<typeof updateBioSchema>;

export const updatePasswordSchema = z.object({
  old_password: password,
  password: newPassword,
  id_restaurant_user: id.optional(),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const resetPasswordSchema = z.object({ email, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const updateStatusSchema = z.object({
  id_restaurant_user: id,
  status_active: userStatusSchema,
});

export const deleteUserSchema = z.object({
  id_restaurant_user: id,
  id_superadmin: id.optional(),
});

export const pageParamsSchema = z.object({
  page: intParam(1, 100_000),
  size: intParam(1, 100),
});

export interface Actor {
  id_restaurant_user: number;
  id_restaurant: number | null;
  level: UserLevel;
  is_superadmin: boolean;
}

export interface ManagedUser {
  id_restaurant_user: number;
  id_restaurant: number | null;
  level: UserLevel;
  is_superadmin: boolean;
}

/**
 * Who may see and change an account: a superadmin anyone's; an owner only the staff of its
 * own restaurant (and itself, for reading); staff nobody's (spec 1 §6, reading B).
 */
export function canManageUser(actor: Actor, target: ManagedUser): boolean {
  if (actor.is_superadmin) return true;
  if (actor.level !== userLevels.owner || actor.id_restaurant === null) return false;
  return target.id_restaurant === actor.id_restaurant && target.level === userLevels.staff && !target.is_superadmin;
}

export function canSeeUser(actor: Actor, target: ManagedUser): boolean {
  return actor.id_restaurant_user === target.id_restaurant_user || canManageUser(actor, target);
}

/** May the actor create an account of this level for this restaurant? */
export function canCreateUser(actor: Actor, level: UserLevel, idRestaurant: number): boolean {
  if (actor.is_superadmin) return true;
  return actor.level === userLevels.owner && actor.id_restaurant === idRestaurant && level === userLevels.staff;
}

export type { PermissionEntry, RestaurantType };
