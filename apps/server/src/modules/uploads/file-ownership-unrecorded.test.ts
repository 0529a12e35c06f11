// File keys no upload recorded: a key outside the restaurant's own folder, or naming no stored file,
// is refused; bytes written straight to storage (S3) are checked on first use, and marked stored only
// with the write they came in.
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../test/harness.ts';
import {
  call,
  categoryKind,
  countOf,
  ctx,
  existing,
  headersOf,
  ids,
  jpeg,
  menuBody,
  notAvailable,
  seededKey,
  storedFile,
  ticketFor,
} from './file-ownership-test-setup.ts';

describe('keys with no upload record, and bytes that arrived without the API (S3)', () => {
  const category = categoryKind;

  it("accepts a key of the restaurant's own folder that no upload recorded (seeded pictures)", async () => {
    const res = await category.create('A', seededKey('A'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses an unrecorded key in another restaurant's folder", async () => {
    const before = await category.count('B');
    const res = await category.create('B', seededKey('A'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('banner'));
    expect(await category.count('B')).toBe(before);
  });

  it('refuses an unrecorded key of its own folder that names no stored file, on create and on update', async () => {
    const missing = `r${ids.restaurantA}/never-uploaded.jpg`;
    const before = await category.count('A');
    const created = await category.create('A', missing);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject(notAvailable('banner'));
    expect(await category.count('A')).toBe(before);

    const id = await existing(category, 'A');
    const snapshot = await category.snapshot(id);
    const updated = await category.update('A', id, missing);
    expect(updated.json()).toMatchObject(notAvailable('banner'));
    expect(await category.snapshot(id)).toEqual(snapshot);
  });

  it("refuses a key outside the restaurant's folder even when the file exists: no folder, another folder, r01", async () => {
    for (const key of ['loose.jpg', 'shared/picture.jpg', `r0${ids.restaurantA}/picture.jpg`]) {
      // Storage keeps files only in a folder; a loose key names nothing anyway.
      if (key.includes('/')) await ctx.storage.write(key, await jpeg(), 'image/jpeg');
      const before = await category.count('A');
      const res = await category.create('A', key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject(notAvailable('banner'));
      expect(await category.count('A')).toBe(before);
    }
  });

  it('checks bytes written straight to storage on first use: an image is marked stored', async () => {
    const ticket = await ticketFor(headersOf.A);
    // As if the browser had PUT to the bucket: the server has not seen the bytes.
    const bytes = await jpeg();
    await ctx.storage.write(ticket.file_key, bytes, 'image/jpeg');
    const res = await category.create('A', ticket.file_key);
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedFile(ticket.file_key)).toMatchObject({
      status: 'stored',
      size_bytes: bytes.length,
      content_type: 'image/jpeg',
    });
  });

  it('refuses bytes that are not what the key claims, removes them, and keeps refusing the key', async () => {
    const ticket = await ticketFor(headersOf.A);
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>not an image</html>'), 'image/jpeg');
    const before = await category.count('A');
    const res = await category.create('A', ticket.file_key);
    expectAnswer(res, 400, { code: 'INVALID_DATA', field: 'banner' });
    expect(await ctx.storage.read(ticket.file_key)).toBeNull();
    expect(await category.count('A')).toBe(before);
    // The record stays pending, so bytes PUT again to the same URL are checked again.
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>again</html>'), 'image/jpeg');
    expect((await category.create('A', ticket.file_key)).json()).toMatchObject({ code: 'INVALID_DATA' });
    expect(await category.count('A')).toBe(before);
  });

  it('marks a checked upload stored only with the write it came in: a refused save leaves it pending', async () => {
    const taken = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A'));
    expect(taken.statusCode, taken.body).toBe(201);
    const ticket = await ticketFor(headersOf.A);
    await ctx.storage.write(ticket.file_key, await jpeg(), 'image/jpeg');
    const before = await countOf('food_menus', 'A');
    // The JAN code clash surfaces at the insert, after the file was checked in the same transaction.
    const res = await call('POST', 'restaurant/food/menu', headersOf.A, {
      ...menuBody('A', { image: ticket.file_key }),
      jancode: taken.json().data.jancode,
    });
    expectAnswer(res, 409, { code: 'MENU_JANCODE_TAKEN' });
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    expect(await countOf('food_menus', 'A')).toBe(before);
    // Saved for real, it is checked again and kept as stored.
    const saved = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A', { image: ticket.file_key }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await storedFile(ticket.file_key))?.status).toBe('stored');
  });
});
