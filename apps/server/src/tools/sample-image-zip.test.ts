// The sample image zip fits the demo: imported by Sushi Kaede's owner, its pictures land on the
// seeded menus and only the unknown JAN code is listed as not found.
import { describe, expect, it } from 'vitest';
import { expectAnswer, login, setupTestApp } from '../../test/harness.ts';
import { demoAccounts, seedDemo } from '../seed/demo.ts';
import { sampleImageZip, unknownJan } from './sample-image-zip.ts';

const ctx = await setupTestApp();
await seedDemo(ctx.db, ctx.storage);

describe('docs/samples/sushi-kaede-images.zip', () => {
  it("sets the pictures of Sushi Kaede's menus by JAN code and lists the unknown one", {
    timeout: 60_000,
  }, async () => {
    const { zip, jancodes } = await sampleImageZip();
    const owner = await login(ctx.app, 'owner1@noren.example', demoAccounts.password);
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/upload/put-url',
      headers: owner.headers,
      payload: { file_name: 'sushi-kaede-images.zip' },
    });
    const { url, file_key } = ticket.json().data as { url: string; file_key: string };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      payload: zip,
      headers: { 'content-type': 'application/zip' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/food/menu/import/image',
      headers: owner.headers,
      payload: { s3_file_key: file_key, s3_file_name: 'sushi-kaede-images.zip' },
    });
    expectAnswer(res, 200, { data: { list_not_found: [unknownJan], count_success: jancodes.length } });
    const menus = await ctx.db
      .selectFrom('food_menus')
      .select(['jancode', 'image_name'])
      .where('jancode', 'in', jancodes)
      .execute();
    expect(menus).toHaveLength(jancodes.length);
    for (const row of menus) expect(row.image_name).not.toMatch(/seed-menu/);
  });
});
