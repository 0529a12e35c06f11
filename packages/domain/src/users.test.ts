// Sign-in input, the {data} envelope of the original client, and who may manage which account.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canCreateUser,
  canManageUser,
  canSeeUser,
  loginSchema,
  type ManagedUser,
  type UserLevel,
  unwrapData,
} from './users.ts';

describe('loginSchema', () => {
  it('trims and lowercases the email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: '  Owner@Example.COM ', password: ' Secret ' })).toEqual({
      email: 'owner@example.com',
      password: ' Secret ',
    });
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', password: 'x' }],
    ['an empty email', { email: '   ', password: 'x' }],
    ['a missing email', { password: 'x' }],
    ['a missing password', { email: 'owner@example.com' }],
    ['an empty password', { email: 'owner@example.com', password: '' }],
    ['a numeric password', { email: 'owner@example.com', password: 1234 }],
  ])('rejects %s', (_label, body) => {
    expect(loginSchema.safeParse(body).success).toBe(false);
  });
});

describe('unwrapData', () => {
  it('takes the object inside {data: ...}', () => {
    const inner = { email: 'owner@example.com', password: 'x' };
    expect(unwrapData({ data: inner })).toBe(inner);
  });

  it('returns a plain object unchanged', () => {
    const body = { email: 'owner@example.com', password: 'x' };
    expect(unwrapData(body)).toBe(body);
  });

  it('keeps the envelope when data is not an object', () => {
    const body = { data: 'encrypted-text' };
    expect(unwrapData(body)).toBe(body);
    expect(unwrapData({ data: null })).toEqual({ data: null });
  });

  it.each([null, undefined, 'text', 42, true])('returns the non-object %j unchanged', (body) => {
    expect(unwrapData(body)).toBe(body);
  });

  it('lets loginSchema read credentials sent either way', () => {
    const credentials = { email: 'Owner@Example.com', password: 'x' };
    expect(loginSchema.parse(unwrapData({ data: credentials }))).toEqual(loginSchema.parse(unwrapData(credentials)));
  });
});

const superadmin: Actor = { id_restaurant_user: 1, id_restaurant: null, level: 1, is_superadmin: true };
const ownerA: Actor = { id_restaurant_user: 10, id_restaurant: 100, level: 1, is_superadmin: false };
const staffA: Actor = { id_restaurant_user: 11, id_restaurant: 100, level: 2, is_superadmin: false };
const otherStaffA: Actor = { id_restaurant_user: 12, id_restaurant: 100, level: 2, is_superadmin: false };
const ownerB: Actor = { id_restaurant_user: 20, id_restaurant: 200, level: 1, is_superadmin: false };
const staffB: Actor = { id_restaurant_user: 21, id_restaurant: 200, level: 2, is_superadmin: false };
const otherSuperadmin: Actor = { id_restaurant_user: 2, id_restaurant: 100, level: 1, is_superadmin: true };
const everyone = { superadmin, otherSuperadmin, ownerA, staffA, otherStaffA, ownerB, staffB };
type Name = keyof typeof everyone;
const names = Object.keys(everyone) as Name[];

describe('canManageUser / canSeeUser', () => {
  const manageable: Record<'superadmin' | 'ownerA' | 'staffA', readonly Name[]> = {
    superadmin: names,
    ownerA: ['staffA', 'otherStaffA'],
    staffA: [],
  };

  for (const actorName of ['superadmin', 'ownerA', 'staffA'] as const) {
    it.each(names)(`${actorName} managing %s`, (targetName) => {
      const expected = manageable[actorName].includes(targetName);
      expect(canManageUser(everyone[actorName], everyone[targetName])).toBe(expected);
      expect(canSeeUser(everyone[actorName], everyone[targetName])).toBe(expected || actorName === targetName);
    });
  }

  it('lets an owner see but not manage itself', () => {
    expect(canManageUser(ownerA, ownerA)).toBe(false);
    expect(canSeeUser(ownerA, ownerA)).toBe(true);
  });

  it('lets staff see only itself', () => {
    expect(canSeeUser(staffA, staffA)).toBe(true);
    expect(canSeeUser(staffA, otherStaffA)).toBe(false);
    expect(canSeeUser(staffA, ownerA)).toBe(false);
  });

  it('gives an owner without a restaurant nobody to manage', () => {
    const orphan: Actor = { id_restaurant_user: 30, id_restaurant: null, level: 1, is_superadmin: false };
    const orphanStaff: ManagedUser = { id_restaurant_user: 31, id_restaurant: null, level: 2, is_superadmin: false };
    expect(canManageUser(orphan, orphanStaff)).toBe(false);
  });
});

describe('canCreateUser', () => {
  it('lets a superadmin create owners and staff for any restaurant', () => {
    expect(canCreateUser(superadmin, 1, 100)).toBe(true);
    expect(canCreateUser(superadmin, 2, 200)).toBe(true);
  });

  it('lets an owner create only staff, only for its own restaurant', () => {
    expect(canCreateUser(ownerA, 2, 100)).toBe(true);
    expect(canCreateUser(ownerA, 1, 100)).toBe(false);
    expect(canCreateUser(ownerA, 2, 200)).toBe(false);
  });

  it('lets staff create nobody', () => {
    expect(canCreateUser(staffA, 2, 100)).toBe(false);
    expect(canCreateUser(staffA, 1, 100)).toBe(false);
  });
});

describe('account rules over random actors and targets (property)', () => {
  const person = fc.record({
    id_restaurant_user: fc.integer({ min: 1, max: 6 }),
    id_restaurant: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    level: fc.constantFrom<UserLevel>(1, 2),
    is_superadmin: fc.boolean(),
  });
  const ownerArb = person.map((actor) => ({ ...actor, level: 1 as const, is_superadmin: false }));

  it('an owner never manages or creates anyone outside its restaurant, nor another owner or a superadmin', () => {
    fc.assert(
      fc.property(ownerArb, person, (actor, target) => {
        if (target.id_restaurant !== actor.id_restaurant) {
          expect(canManageUser(actor, target)).toBe(false);
          if (target.id_restaurant !== null) expect(canCreateUser(actor, 2, target.id_restaurant)).toBe(false);
        }
        if (target.level === 1 || target.is_superadmin) expect(canManageUser(actor, target)).toBe(false);
      }),
    );
  });

  it('an owner manages exactly the non-superadmin staff of its own restaurant', () => {
    fc.assert(
      fc.property(ownerArb, person, (actor, target) => {
        const expected =
          actor.id_restaurant !== null &&
          target.id_restaurant === actor.id_restaurant &&
          target.level === 2 &&
          !target.is_superadmin;
        expect(canManageUser(actor, target)).toBe(expected);
      }),
    );
  });

  it('a non-superadmin staff member manages nobody and sees only itself', () => {
    fc.assert(
      fc.property(person, person, (actor, target) => {
        const staffActor = { ...actor, level: 2 as const, is_superadmin: false };
        expect(canManageUser(staffActor, target)).toBe(false);
        expect(canSeeUser(staffActor, target)).toBe(staffActor.id_restaurant_user === target.id_restaurant_user);
      }),
    );
  });

  it('a superadmin manages everyone, and whoever may manage may also see', () => {
    fc.assert(
      fc.property(person, person, (actor, target) => {
        if (actor.is_superadmin) expect(canManageUser(actor, target)).toBe(true);
        if (canManageUser(actor, target)) expect(canSeeUser(actor, target)).toBe(true);
      }),
    );
  });
});
