// Signage rules (spec 1 §5): vertical banner an image, call screen an image or a video, ring
// sound an mp3, all three needed to save.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSignageFileOf, saveSignageSettingSchema, signageFileFields, signageIssues } from './signage-settings.ts';

const complete = { vertical_banner: 'r1/a.jpg', order_completion_screen: 'r1/b.mp4', ring_sound: 'r1/c.mp3' };

describe('signageIssues', () => {
  it('passes a complete setting; the call screen may be an image too', () => {
    expect(signageIssues(complete)).toEqual([]);
    expect(signageIssues({ ...complete, order_completion_screen: 'r1/b.png' })).toEqual([]);
  });

  it('needs all three files, naming each missing one', () => {
    expect(signageIssues({}).map((issue) => [issue.field, issue.code])).toEqual(
      signageFileFields.map((field) => [field, 'REQUIRED_FIELD']),
    );
    expect(signageIssues({ ...complete, ring_sound: ' ' })).toEqual([
      { field: 'ring_sound', code: 'REQUIRED_FIELD', params: { field: 'ring_sound' } },
    ]);
  });

  it('refuses a file of the wrong kind with INVALID_DATA', () => {
    expect(signageIssues({ ...complete, vertical_banner: 'r1/a.mp4' })[0]).toMatchObject({
      field: 'vertical_banner',
      code: 'INVALID_DATA',
    });
    expect(signageIssues({ ...complete, ring_sound: 'r1/c.wav' })[0]).toMatchObject({ field: 'ring_sound' });
    expect(signageIssues({ ...complete, order_completion_screen: 'r1/c.mp3' })[0]).toMatchObject({
      field: 'order_completion_screen',
    });
  });

  it('a ring sound is only ever an .mp3, a banner only ever an image (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,5}$/), (extension) => {
        const key = `r1/file.${extension}`;
        expect(isSignageFileOf('ring_sound', key)).toBe(extension === 'mp3');
        expect(isSignageFileOf('vertical_banner', key)).toBe(['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extension));
        expect(isSignageFileOf('order_completion_screen', key)).toBe(
          ['jpg', 'jpeg', 'png', 'webp', 'gif', 'mp4'].includes(extension),
        );
      }),
    );
  });

  it('reads is_show_qr as older clients send it', () => {
    expect(saveSignageSettingSchema.parse({ ...complete, is_show_qr: 1 }).is_show_qr).toBe(true);
    expect(saveSignageSettingSchema.parse({ ...complete, is_show_qr: 'false' }).is_show_qr).toBe(false);
    expect(saveSignageSettingSchema.safeParse({ ...complete, is_show_qr: 'maybe' }).success).toBe(false);
  });
});
