// The APK file-name rule of the Upload App screen (spec 1 §5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppVersionSchema, parseApkFileName } from './app-versions.ts';

describe('parseApkFileName', () => {
  it('reads the version code and name from noren_<code>_<name>.apk', () => {
    expect(parseApkFileName('noren_12_1.4.0.apk', null)).toEqual({ ok: true, version_code: 12, version_name: '1.4.0' });
    expect(parseApkFileName('noren_12_1.4.0.apk', 11)).toEqual({ ok: true, version_code: 12, version_name: '1.4.0' });
  });

  it('accepts the extension in any case and strips it from the name', () => {
    expect(parseApkFileName('noren_3_2.0.APK', null)).toEqual({ ok: true, version_code: 3, version_name: '2.0' });
  });

  it.each(['noren_12_1.4.0.zip', 'noren_12_1.4.0', 'noren_12_1.4.0.apk.txt', ''])(
    'refuses %j as not an .apk',
    (fileName) => {
      expect(parseApkFileName(fileName, null)).toEqual({ ok: false, code: 'INVALID_APK' });
    },
  );

  it.each(['noren_12.apk', 'noren_12_.apk', 'noren.apk'])('reports a missing version name in %j', (fileName) => {
    expect(parseApkFileName(fileName, null)).toEqual({ ok: false, code: 'VERSION_NAME_INCORRECT' });
  });

  it.each([
    'noren_abc_1.4.0.apk',
    'noren__1.4.0.apk',
    'noren_-1_1.4.0.apk',
    'noren_1.5_1.4.0.apk',
    'noren_ 12_1.0.apk',
  ])('reports a non-numeric version code in %j', (fileName) => {
    expect(parseApkFileName(fileName, null)).toEqual({ ok: false, code: 'VERSION_CODE_INCORRECT' });
  });

  it('reports a version code not greater than the latest one', () => {
    expect(parseApkFileName('noren_12_1.4.0.apk', 12)).toEqual({ ok: false, code: 'VERSION_CODE_INCORRECT' });
    expect(parseApkFileName('noren_12_1.4.0.apk', 13)).toEqual({ ok: false, code: 'VERSION_CODE_INCORRECT' });
  });

  it('accepts any code above the latest with any name free of underscores, and gives both back (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !text.includes('_'));
    const latest = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(latest, fc.integer({ min: 1, max: 1_000_000 }), name, (latestCode, offset, versionName) => {
        const code = (latestCode ?? 0) + offset;
        expect(parseApkFileName(`noren_${code}_${versionName}.apk`, latestCode)).toEqual({
          ok: true,
          version_code: code,
          version_name: versionName,
        });
      }),
    );
  });

  it('refuses any code at or below the latest (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (code, gap) => {
        expect(parseApkFileName(`noren_${code}_1.0.apk`, code + gap)).toEqual({
          ok: false,
          code: 'VERSION_CODE_INCORRECT',
        });
      }),
    );
  });
});

describe('createAppVersionSchema', () => {
  const valid = { version_name: '1.4.0', version_code: 12, note: 'Fixes\nprinting', link: 'https://a.example/x.apk' };

  it('takes the code as a number or digits, the note on several lines', () => {
    expect(createAppVersionSchema.parse({ ...valid, version_code: '12' })).toEqual(valid);
  });

  it('takes the uploaded file name (Upload App), optional, and never an empty one', () => {
    expect(createAppVersionSchema.parse({ ...valid, file_name: 'noren_12_1.4.0.apk' })).toEqual({
      ...valid,
      file_name: 'noren_12_1.4.0.apk',
    });
    expect(createAppVersionSchema.safeParse({ ...valid, file_name: '' }).success).toBe(false);
    expect(createAppVersionSchema.safeParse({ ...valid, note: '' }).success).toBe(false);
  });

  it('refuses what PostgreSQL would refuse: a code beyond int4, NUL or control characters', () => {
    for (const changed of [
      { version_code: 2_147_483_648 },
      { version_code: '1e3' },
      { version_code: [12] },
      { note: 'Fixes\u0000' },
      { version_name: '1.4\t0' },
    ]) {
      expect(createAppVersionSchema.safeParse({ ...valid, ...changed }).success, JSON.stringify(changed)).toBe(false);
    }
  });
});
