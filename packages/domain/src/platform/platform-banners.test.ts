// Restaurant-wide (platform) banner rules: image, type and link required; only http(s) links;
// changing the type clears promo_id and web_url; master banner = no restaurant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bannerKeyOf,
  changePlatformBannerType,
  createPlatformBannerSchema,
  normalizePlatformBannerLink,
  type PlatformBannerFormValues,
  platformBannerIssues,
  platformBannerScope,
  updatePlatformBannerSchema,
} from './platform-banners.ts';

const valid: PlatformBannerFormValues = {
  banner: 'platform/a.jpg',
  promo_type: 'url',
  promo_id: null,
  web_url: 'https://noren.example/sale',
  id_restaurant: null,
  is_master: null,
};
const fields = (values: PlatformBannerFormValues) => platformBannerIssues(values).map((issue) => issue.field);

describe('platformBannerIssues', () => {
  it('passes a complete banner and names each missing or wrong field, image first', () => {
    expect(platformBannerIssues(valid)).toEqual([]);
    expect(fields({ ...valid, banner: null })).toEqual(['banner']);
    expect(fields({ ...valid, banner: '  ' })).toEqual(['banner']);
    expect(fields({ ...valid, promo_type: null })).toEqual(['promo_type']);
    expect(fields({ ...valid, web_url: ' ' })).toEqual(['web_url']);
    expect(platformBannerIssues({ ...valid, web_url: 'javascript:alert(1)' })[0]?.code).toBe('BANNER_URL_INVALID');
    expect(fields({ ...valid, banner: null, web_url: null })).toEqual(['banner', 'web_url']);
  });

  it('never passes a link that is not an absolute http(s) address (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const issues = platformBannerIssues({ ...valid, web_url: text });
        if (!/^https?:\/\/\S/i.test(text.trim())) expect(issues.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('changePlatformBannerType', () => {
  it('clears promo_id and web_url when the type changes, and keeps everything when it does not', () => {
    const link = { ...valid, promo_id: 3 };
    expect(changePlatformBannerType(link, 'url')).toBe(link);
    expect(changePlatformBannerType({ ...valid, promo_type: null }, 'url')).toMatchObject({
      promo_type: 'url',
      promo_id: null,
      web_url: null,
    });
  });

  it('a changed type never keeps a link (property)', () => {
    const link = fc.record({
      promo_type: fc.constantFrom(null, 'url' as const),
      promo_id: fc.option(fc.integer({ min: 1 })),
      web_url: fc.option(fc.constantFrom('https://a.example', 'http://b.example/x', '')),
    });
    fc.assert(
      fc.property(link, fc.constantFrom(null, 'url' as const), (value, next) => {
        const changed = changePlatformBannerType(value, next);
        expect(changed.promo_type).toBe(next);
        if (value.promo_type !== next) expect([changed.promo_id, changed.web_url]).toEqual([null, null]);
        else expect(changed).toEqual(value);
      }),
    );
  });

  it('normalising keeps only the trimmed address', () => {
    expect(normalizePlatformBannerLink({ promo_type: 'url', promo_id: 4, web_url: ' https://a.example ' })).toEqual({
      promo_type: 'url',
      promo_id: null,
      web_url: 'https://a.example',
    });
  });
});

describe('platformBannerScope', () => {
  it('makes a master banner of no restaurant (null or 0) and a restaurant banner otherwise', () => {
    expect(platformBannerScope({ id_restaurant: null, is_master: null })).toEqual({
      id_restaurant: null,
      is_master: true,
    });
    expect(platformBannerScope({ id_restaurant: 0, is_master: true })).toEqual({
      id_restaurant: null,
      is_master: true,
    });
    expect(platformBannerScope({ id_restaurant: 7, is_master: null })).toEqual({ id_restaurant: 7, is_master: false });
    expect(platformBannerScope({ id_restaurant: 7, is_master: true })).toMatchObject({
      field: 'id_restaurant',
      code: 'PLATFORM_BANNER_MASTER_CONFLICT',
    });
    expect(platformBannerScope({ id_restaurant: null, is_master: false })).toMatchObject({
      field: 'id_restaurant',
      code: 'REQUIRED_FIELD',
    });
  });

  it('is_master is always "no restaurant" when accepted (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 1000 })), fc.option(fc.boolean()), (id_restaurant, is_master) => {
        const scope = platformBannerScope({ id_restaurant, is_master });
        if (!('code' in scope)) expect(scope.is_master).toBe(scope.id_restaurant === null);
      }),
    );
  });
});

describe('wire contracts', () => {
  it("accepts 'URL' for the one type, 0 for no restaurant, and banner_name for the image", () => {
    const parsed = createPlatformBannerSchema.parse({
      banner_name: 'platform/a.jpg',
      promo_type: 'URL',
      id_restaurant: 0,
      web_url: 'https://a.example',
    });
    expect(parsed).toMatchObject({ promo_type: 'url', id_restaurant: null });
    expect(bannerKeyOf(parsed)).toBe('platform/a.jpg');
    expect(bannerKeyOf({ banner: 'platform/b.jpg', banner_name: 'platform/a.jpg' })).toBe('platform/b.jpg');
    expect(createPlatformBannerSchema.safeParse({ promo_type: 'food' }).success).toBe(false);
    expect(createPlatformBannerSchema.safeParse({ banner: '../etc/passwd' }).success).toBe(false);
    expect(createPlatformBannerSchema.safeParse({ banner: 'https://evil.example/a.jpg' }).success).toBe(false);
    expect(updatePlatformBannerSchema.safeParse({ is_active: true }).success).toBe(false);
  });
});
