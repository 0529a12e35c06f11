import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedUploadExtensions,
  contentTypeOf,
  detectFileKind,
  fileExtension,
  isAllowedUpload,
  isImageFileName,
  uploadExtensionOf,
  uploadUrlRequestSchema,
} from './uploads.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

// Real leading bytes of each kind (the rest of a real file does not matter to the check).
const samples = {
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d),
  webp: concat(text('RIFF'), bytes(0x24, 0x00, 0x00, 0x00), text('WEBPVP8 ')),
  gif: concat(text('GIF89a'), bytes(0x01, 0x00, 0x01, 0x00)),
  zip: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00),
  mp3: concat(text('ID3'), bytes(0x04, 0x00, 0x00, 0x00, 0x00, 0x00)),
  mp3Frame: bytes(0xff, 0xfb, 0x90, 0x64, 0x00),
  mp4: concat(bytes(0x00, 0x00, 0x00, 0x20), text('ftypisom'), bytes(0x00, 0x00)),
  csv: text('jancode,food_menu_name\n4901234567894,醤油ラーメン\n'),
};

describe('detectFileKind', () => {
  it('recognises each supported kind by its magic number', () => {
    expect(detectFileKind(samples.jpeg)).toBe('jpeg');
    expect(detectFileKind(samples.png)).toBe('png');
    expect(detectFileKind(samples.webp)).toBe('webp');
    expect(detectFileKind(samples.gif)).toBe('gif');
    expect(detectFileKind(concat(text('GIF87a'), bytes(0)))).toBe('gif');
    expect(detectFileKind(samples.zip)).toBe('zip');
    expect(detectFileKind(samples.ole)).toBe('ole');
    expect(detectFileKind(samples.mp3)).toBe('mp3');
    expect(detectFileKind(samples.mp3Frame)).toBe('mp3');
    expect(detectFileKind(samples.mp4)).toBe('mp4');
    expect(detectFileKind(samples.csv)).toBe('text');
  });

  it('calls an empty file, a truncated header or binary junk unknown', () => {
    expect(detectFileKind(new Uint8Array())).toBe('unknown');
    expect(detectFileKind(bytes(0xff, 0xd8, 0x00))).toBe('unknown');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x00))).toBe('unknown');
    expect(detectFileKind(concat(text('RIFF'), bytes(0, 0, 0, 0), text('WAVE')))).toBe('unknown');
    expect(detectFileKind(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00))).toBe('unknown');
  });

  it('never throws, and text means no NUL byte (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        const kind = detectFileKind(data);
        if (kind === 'text') expect(data.includes(0)).toBe(false);
      }),
    );
  });

  it('is decided by the leading bytes only: anything may follow a header (property)', () => {
    const headers = [samples.jpeg, samples.png, samples.webp, samples.gif, samples.zip, samples.ole, samples.mp4];
    fc.assert(
      fc.property(fc.constantFrom(...headers), fc.uint8Array({ maxLength: 64 }), (header, tail) => {
        expect(detectFileKind(concat(header, tail))).toBe(detectFileKind(header));
      }),
    );
  });
});

describe('isAllowedUpload', () => {
  it('accepts bytes that match the extension, in any letter case', () => {
    expect(isAllowedUpload('photo.JPG', samples.jpeg)).toBe(true);
    expect(isAllowedUpload('photo.jpeg', samples.jpeg)).toBe(true);
    expect(isAllowedUpload('logo.png', samples.png)).toBe(true);
    expect(isAllowedUpload('banner.webp', samples.webp)).toBe(true);
    expect(isAllowedUpload('anim.gif', samples.gif)).toBe(true);
    expect(isAllowedUpload('images.zip', samples.zip)).toBe(true);
    expect(isAllowedUpload('menus.xlsx', samples.zip)).toBe(true);
    expect(isAllowedUpload('noren_12_1.4.0.apk', samples.zip)).toBe(true);
    expect(isAllowedUpload('menus.xls', samples.ole)).toBe(true);
    expect(isAllowedUpload('menus.csv', samples.csv)).toBe(true);
    expect(isAllowedUpload('notes.txt', samples.csv)).toBe(true);
    expect(isAllowedUpload('ring.mp3', samples.mp3)).toBe(true);
    expect(isAllowedUpload('ring.mp3', samples.mp3Frame)).toBe(true);
    expect(isAllowedUpload('call.mp4', samples.mp4)).toBe(true);
    expect(isAllowedUpload('call.mov', samples.mp4)).toBe(true);
  });

  it('refuses a text file named as an image, and any other mismatch', () => {
    expect(isAllowedUpload('photo.jpg', text('not really a photo'))).toBe(false);
    expect(isAllowedUpload('photo.png', samples.jpeg)).toBe(false);
    expect(isAllowedUpload('menus.csv', samples.zip)).toBe(false);
    expect(isAllowedUpload('menus.xls', samples.zip)).toBe(false);
    expect(isAllowedUpload('images.zip', samples.ole)).toBe(false);
    expect(isAllowedUpload('ring.mp3', samples.mp4)).toBe(false);
    expect(isAllowedUpload('empty.csv', new Uint8Array())).toBe(false);
  });

  it('refuses extensions that are not on the list, whatever the bytes', () => {
    expect(isAllowedUpload('shell.php', samples.csv)).toBe(false);
    expect(isAllowedUpload('page.html', text('<script>alert(1)</script>'))).toBe(false);
    expect(isAllowedUpload('photo.jpg.exe', samples.jpeg)).toBe(false);
    expect(isAllowedUpload('jpg', samples.jpeg)).toBe(false);
    expect(isAllowedUpload('.jpg', samples.jpeg)).toBe(false);
  });

  it('never accepts an image extension with non-image bytes (property)', () => {
    const image = fc.constantFrom('jpg', 'jpeg', 'png', 'webp', 'gif');
    fc.assert(
      fc.property(image, fc.string({ maxLength: 80 }), (extension, content) => {
        expect(isAllowedUpload(`file.${extension}`, text(content))).toBe(false);
      }),
    );
  });

  it('accepts a file only when its extension is on the list (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.uint8Array({ maxLength: 32 }), (name, data) => {
        if (isAllowedUpload(name, data)) expect(allowedUploadExtensions).toContain(uploadExtensionOf(name));
      }),
    );
  });
});

describe('file names', () => {
  it('takes the extension of the last path segment', () => {
    expect(fileExtension('../../x.JPG')).toBe('jpg');
    expect(fileExtension('C:\\photos\\ramen.Png')).toBe('png');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('noextension')).toBeNull();
    expect(fileExtension('.bashrc')).toBeNull();
    expect(fileExtension('photo.')).toBeNull();
    expect(uploadExtensionOf('a.php')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('serves images by their bytes, other files by their checked extension', () => {
    expect(contentTypeOf('r1/a.jpg', samples.jpeg)).toBe('image/jpeg');
    expect(contentTypeOf('r1/a.png', samples.png)).toBe('image/png');
    expect(contentTypeOf('r1/a.apk', samples.zip)).toBe('application/vnd.android.package-archive');
    expect(contentTypeOf('r1/a.csv', samples.csv)).toBe('text/csv');
    expect(contentTypeOf('r1/a.bin', samples.csv)).toBe('application/octet-stream');
  });
});

describe('upload URL request', () => {
  it('needs a file name', () => {
    expect(uploadUrlRequestSchema.safeParse({ file_name: 'a.jpg' }).success).toBe(true);
    expect(uploadUrlRequestSchema.safeParse({ file_name: '  ' }).success).toBe(false);
    expect(uploadUrlRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('isImageFileName', () => {
  it('takes the picture types, in any case, by name or by stored key', () => {
    for (const name of ['a.jpg', 'r1/8c1e.JPEG', 'menu.png', 'x.webp', 'y.gif'])
      expect(isImageFileName(name)).toBe(true);
  });

  it('refuses other uploads and names without an extension', () => {
    for (const name of ['menus.csv', 'r1/a.xlsx', 'pack.zip', 'ring.mp3', 'clip.mp4', 'noext', '.jpg']) {
      expect(isImageFileName(name)).toBe(false);
    }
  });
});
