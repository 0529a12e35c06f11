// Test helper: real bytes of the kinds the screen settings take (a JPEG, an MP3 with an ID3 tag,
// an MP4 'ftyp' box, a WAV) and the upload flow a client follows (put-url, then PUT the bytes).
import sharp from 'sharp';
import type { TestContext } from '../../../test/harness.ts';

export const jpegBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** An ID3v2.3 tag (empty) and one MPEG-1 Layer III frame header, then silence. */
export const mp3Bytes = () =>
  Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(64)]);

/** The start of an MP4 file: an 'ftyp' box (isom), then an empty 'mdat'. */
export const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
  ]);

/** A real RIFF/WAVE file (PCM, mono, 8 kHz, 8 bit, eight samples): what a renamed .mp3 really is. */
export function wavBytes(): Buffer {
  const samples = Buffer.from([0x80, 0x90, 0xa0, 0x90, 0x80, 0x70, 0x60, 0x70]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** Asks for an upload URL as `headers`' user; answers the ticket's file key and URL. */
export async function uploadTicket(ctx: TestContext, headers: Record<string, string>, fileName: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/upload/put-url',
    headers,
    payload: { file_name: fileName },
  });
  if (response.statusCode !== 200) throw new Error(`put-url ${fileName}: ${response.body}`);
  return response.json().data as { url: string; file_key: string };
}

/** The whole client flow: a ticket, then the bytes PUT to it. Answers the PUT's status and the key. */
export async function upload(ctx: TestContext, headers: Record<string, string>, fileName: string, bytes: Buffer) {
  const ticket = await uploadTicket(ctx, headers, fileName);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: ticket.url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { status: put.statusCode, body: put.json(), file_key: ticket.file_key };
}
