// The banner rules of spec 2 §4 and §5: the type change clears the link, type and link are
// required, URL links are http(s), and the wire schemas repeat the same rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  applyBannerLinkUpdate,
  type BannerFormValues,
  type BannerIssue,
  type BannerLink,
  bannerFormIssues as bannerFormIssueList,
  bannerLinkIssues as bannerLinkIssueList,
  canSubmitBanner,
  changePromoType,
  createBannerSchema,
  deleteBannerSchema,
  emptyBannerForm,
  isHttpUrl,
  normalizeBannerLink,
  type PromoType,
  promoTypes,
  updateBannerSchema,
} from './banners.ts';

const promoType = fc.constantFrom(...promoTypes);
const link: fc.Arbitrary<BannerLink> = fc.record({
  promo_type: fc.option(promoType, { nil: null }),
  promo_id: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  web_url: fc.option(fc.oneof(fc.webUrl(), fc.string()), { nil: null }),
});

/** The issues by field, told as the form tells them (a required field names itself). */
function byField(issues: BannerIssue[]): Record<string, 'required' | 'invalid_url'> {
  for (const issue of issues) {
    if (issue.code === 'REQUIRED_FIELD') expect(issue.params).toEqual({ field: issue.field });
  }
  return Object.fromEntries(
    issues.map((issue) => [issue.field, issue.code === 'REQUIRED_FIELD' ? 'required' : 'invalid_url'] as const),
  );
}
const bannerLinkIssues = (link: Parameters<typeof bannerLinkIssueList>[0]) => byField(bannerLinkIssueList(link));
const bannerFormIssues = (values: Parameters<typeof bannerFormIssueList>[0]) => byField(bannerFormIssueList(values));

describe('isHttpUrl', () => {
  it.each([
    'https://noren.example/campaign',
    'http://example.com',
    'https://example.com/a?b=c#d',
    '  https://example.com/padded  ',
  ])('accepts %j', (url) => expect(isHttpUrl(url)).toBe(true));

  it.each([
    '',
    '   ',
    'example.com',
    'www.example.com/page',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:someone@example.com',
    'https://',
    'https://exa mple.com',
    '/relative/path',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %j', (url) => expect(isHttpUrl(url)).toBe(false));

  it('accepts every http(s) address fast-check makes', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => isHttpUrl(url)));
  });
});

describe('changePromoType (changing the banner type clears promo_id and web_url)', () => {
  it('clears the menu chosen for a food banner when it becomes a URL banner', () => {
    const food = { promo_type: 'food' as const, promo_id: 12, web_url: null, banner_name: 'r1/a.jpg' };
    expect(changePromoType(food, 'URL')).toEqual({
      promo_type: 'URL',
      promo_id: null,
      web_url: null,
      banner_name: 'r1/a.jpg',
    });
  });

  it('clears the address of a URL banner when it becomes a sub-category banner', () => {
    expect(
      changePromoType({ promo_type: 'URL', promo_id: null, web_url: 'https://a.example' }, 'sub_category'),
    ).toEqual({ promo_type: 'sub_category', promo_id: null, web_url: null });
  });

  it('clears a menu id when a food banner becomes a sub-category banner (ids of two tables)', () => {
    expect(changePromoType({ promo_type: 'food', promo_id: 5, web_url: null }, 'sub_category').promo_id).toBeNull();
  });

  it('keeps everything when the same type is chosen again', () => {
    const value = { promo_type: 'food' as const, promo_id: 5, web_url: null };
    expect(changePromoType(value, 'food')).toBe(value);
  });

  it('always leaves a different type with no link, keeping the other fields', () => {
    fc.assert(
      fc.property(link, promoType, fc.string(), (value, next, banner_name) => {
        const changed = changePromoType({ ...value, banner_name }, next);
        expect(changed.promo_type).toBe(next);
        expect(changed.banner_name).toBe(banner_name);
        if (value.promo_type !== next) {
          expect(changed.promo_id).toBeNull();
          expect(changed.web_url).toBeNull();
          // A freshly changed type is never submittable until its link is chosen.
          expect(Object.keys(bannerLinkIssues(changed))).toEqual([next === 'URL' ? 'web_url' : 'promo_id']);
        } else {
          expect(changed).toEqual({ ...value, banner_name });
        }
      }),
    );
  });
});

describe('bannerLinkIssues (type and link are required)', () => {
  it('asks for the type first', () => {
    expect(bannerLinkIssues({ promo_type: null, promo_id: 3, web_url: 'https://a.example' })).toEqual({
      promo_type: 'required',
    });
  });

  it.each<[PromoType]>([['food'], ['sub_category']])('needs a promo item for %s', (type) => {
    expect(bannerLinkIssues({ promo_type: type, promo_id: null, web_url: 'https://a.example' })).toEqual({
      promo_id: 'required',
    });
    expect(bannerLinkIssues({ promo_type: type, promo_id: 4, web_url: null })).toEqual({});
  });

  it('needs a valid http(s) address for URL, ignoring any promo id', () => {
    expect(bannerLinkIssues({ promo_type: 'URL', promo_id: 4, web_url: null })).toEqual({ web_url: 'required' });
    expect(bannerLinkIssues({ promo_type: 'URL', promo_id: null, web_url: '  ' })).toEqual({ web_url: 'required' });
    expect(bannerLinkIssues({ promo_type: 'URL', promo_id: null, web_url: 'noren.example' })).toEqual({
      web_url: 'invalid_url',
    });
    expect(bannerLinkIssues({ promo_type: 'URL', promo_id: null, web_url: 'https://noren.example' })).toEqual({});
  });

  it('never reports more than one problem, always on the field the type needs', () => {
    fc.assert(
      fc.property(link, (value) => {
        const fields = Object.keys(bannerLinkIssues(value));
        expect(fields.length).toBeLessThanOrEqual(1);
        if (fields.length === 1 && value.promo_type !== null) {
          expect(fields[0]).toBe(value.promo_type === 'URL' ? 'web_url' : 'promo_id');
        }
      }),
    );
  });
});

describe('normalizeBannerLink', () => {
  it('keeps only the link the type uses, with the address trimmed', () => {
    expect(normalizeBannerLink({ promo_type: 'URL', promo_id: 9, web_url: ' https://a.example ' })).toEqual({
      promo_type: 'URL',
      promo_id: null,
      web_url: 'https://a.example',
    });
    expect(normalizeBannerLink({ promo_type: 'food', promo_id: 9, web_url: 'https://a.example' })).toEqual({
      promo_type: 'food',
      promo_id: 9,
      web_url: null,
    });
  });

  it('never leaves both links set, and is idempotent', () => {
    fc.assert(
      fc.property(link, (value) => {
        const normalized = normalizeBannerLink(value);
        expect(normalized.promo_id !== null && normalized.web_url !== null).toBe(false);
        expect(normalizeBannerLink(normalized)).toEqual(normalized);
      }),
    );
  });
});

describe('the banner form', () => {
  const ready: BannerFormValues = {
    banner_name: 'r1/banner.jpg',
    promo_type: 'URL',
    promo_id: null,
    web_url: 'https://noren.example/sale',
  };

  it('starts empty with every required field reported', () => {
    expect(bannerFormIssues(emptyBannerForm)).toEqual({ banner_name: 'required', promo_type: 'required' });
  });

  it('requires the image', () => {
    expect(bannerFormIssues({ ...ready, banner_name: null })).toEqual({ banner_name: 'required' });
    expect(bannerFormIssues({ ...ready, banner_name: '' })).toEqual({ banner_name: 'required' });
  });

  it('can be submitted once complete, but not while the image is busy or while saving', () => {
    expect(canSubmitBanner(ready, { imageBusy: false, saving: false })).toBe(true);
    expect(canSubmitBanner(ready, { imageBusy: true, saving: false })).toBe(false);
    expect(canSubmitBanner(ready, { imageBusy: false, saving: true })).toBe(false);
    expect(canSubmitBanner({ ...ready, banner_name: null }, { imageBusy: false, saving: false })).toBe(false);
    expect(canSubmitBanner(changePromoType(ready, 'food'), { imageBusy: false, saving: false })).toBe(false);
  });
});

describe('createBannerSchema (POST restaurant/banner)', () => {
  const fieldsOf = (body: unknown) => {
    const result = createBannerSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts a URL banner and a food banner, with ids as digit strings too', () => {
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'URL', web_url: 'https://a.example' })).toEqual([]);
    const food = createBannerSchema.parse({ banner_name: 'r1/a.jpg', promo_type: 'food', promo_id: '12' });
    expect(food.promo_id).toBe(12);
  });

  it('refuses what PostgreSQL would refuse: NUL in the key or the address, ids beyond int4 or of another kind', () => {
    expect(fieldsOf({ banner_name: 'r1/a\u0000.jpg', promo_type: 'URL', web_url: 'https://a.example' })).toEqual([
      'banner_name',
    ]);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'URL', web_url: 'https://a.example/\u0000' })).toContain(
      'web_url',
    );
    for (const promo_id of [[12], true, '1e3', '0x10', 2_147_483_648, '2147483648']) {
      expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'food', promo_id }), JSON.stringify(promo_id)).toEqual([
        'promo_id',
      ]);
    }
  });

  it('names the missing or wrong field', () => {
    expect(fieldsOf({ promo_type: 'URL', web_url: 'https://a.example' })).toEqual(['banner_name']);
    expect(fieldsOf({ banner_name: '   ', promo_type: 'URL', web_url: 'https://a.example' })).toEqual(['banner_name']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', web_url: 'https://a.example' })).toEqual(['promo_type']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'menu', promo_id: 3 })).toEqual(['promo_type']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'food' })).toEqual(['promo_id']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'sub_category', promo_id: '' })).toEqual(['promo_id']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'food', promo_id: -3 })).toEqual(['promo_id']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'URL', promo_id: 3 })).toEqual(['web_url']);
    expect(fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'URL', web_url: 'javascript:alert(1)' })).toEqual([
      'web_url',
    ]);
    expect(
      fieldsOf({ banner_name: 'r1/a.jpg', promo_type: 'URL', web_url: 'https://a.example', is_active: 'yes' }),
    ).toEqual(['is_active']);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'https://evil.example/x.jpg', 'r1\\..\\x.jpg'])(
    'refuses %j as a file key',
    (banner_name) => {
      expect(fieldsOf({ banner_name, promo_type: 'URL', web_url: 'https://a.example' })).toEqual(['banner_name']);
    },
  );
});

describe('updateBannerSchema and applyBannerLinkUpdate (PATCH / PUT restaurant/banner)', () => {
  const stored = { promo_type: 'food' as const, promo_id: 7, web_url: null };

  it('accepts a single switch', () => {
    expect(updateBannerSchema.parse({ id_banner: 3, slide_show: true })).toEqual({ id_banner: 3, slide_show: true });
    expect(updateBannerSchema.safeParse({ slide_show: true }).success).toBe(false);
  });

  it('keeps the stored link when only a switch changes', () => {
    expect(applyBannerLinkUpdate(stored, {})).toEqual(stored);
    expect(applyBannerLinkUpdate(stored, { promo_type: 'food' })).toEqual(stored);
  });

  it('clears the stored link when the type changes without a new one', () => {
    const changed = applyBannerLinkUpdate(stored, { promo_type: 'URL' });
    expect(changed).toEqual({ promo_type: 'URL', promo_id: null, web_url: null });
    expect(bannerLinkIssues(changed)).toEqual({ web_url: 'required' });
  });

  it('takes the new link given with the new type', () => {
    expect(applyBannerLinkUpdate(stored, { promo_type: 'URL', web_url: 'https://a.example' })).toEqual({
      promo_type: 'URL',
      promo_id: null,
      web_url: 'https://a.example',
    });
    expect(applyBannerLinkUpdate(stored, { promo_type: 'sub_category', promo_id: 2 })).toEqual({
      promo_type: 'sub_category',
      promo_id: 2,
      web_url: null,
    });
  });

  it('never keeps an old link across a type change, nor both links', () => {
    fc.assert(
      fc.property(
        promoType,
        fc.integer({ min: 1, max: 99 }),
        fc.option(promoType, { nil: undefined }),
        (type, id, next) => {
          const before = normalizeBannerLink({ promo_type: type, promo_id: id, web_url: 'https://old.example' });
          const after = applyBannerLinkUpdate({ ...before, promo_type: type }, { promo_type: next });
          expect(after.promo_id !== null && after.web_url !== null).toBe(false);
          if (next !== undefined && next !== type) {
            expect(after.promo_id).toBeNull();
            expect(after.web_url).toBeNull();
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
    );
  });
});

describe('deleteBannerSchema', () => {
  it('needs the banner id; the file name is optional', () => {
    expect(deleteBannerSchema.parse({ id_banner: 4, banner_name: 'r1/a.jpg' })).toEqual({
      id_banner: 4,
      banner_name: 'r1/a.jpg',
    });
    expect(deleteBannerSchema.safeParse({ banner_name: 'r1/a.jpg' }).success).toBe(false);
  });

  it('takes the id only as a JSON number within int4: [7] once deleted banner 7', () => {
    for (const id of [[7], '7', true, 2_147_483_648, '1e3']) {
      expect(deleteBannerSchema.safeParse({ id_banner: id }).success, JSON.stringify(id)).toBe(false);
    }
  });
});

describe('banner messages', () => {
  it('have English and Japanese texts', () => {
    expect(formatMessage('BANNER_CREATED')).toEqual({ en: 'Successfully created banner', jp: 'バナーを作成しました' });
    expect(formatMessage('BANNER_PROMO_NOT_FOUND').jp).toBe('選択したプロモ対象が見つかりません');
    expect(formatMessage('BANNER_URL_INVALID').en).toMatch(/http:\/\/ or https:\/\//);
  });
});
