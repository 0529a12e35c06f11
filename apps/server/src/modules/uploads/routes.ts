// Uploads (spec 1 §7 "File uploads", spec 2 §7): signed upload URLs for signed-in users, the
// local driver's PUT target, and reading stored files (public: menu images appear on the TV board).

import { Readable } from 'node:stream';
import { fileExtension, imageUploadExtensions, uploadUrlRequestSchema } from '@noren/domain/uploads';
import { intParam, rawText } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createUploadsService, uploadUrlInvalid } from './service.ts';

/** Whether a PUT target URL names an .apk key: its body is streamed (issue 9: up to 200 MB). */
function uploadExtension(url: string): string | null {
  return fileExtension(url.split('?')[0] ?? '');
}

function bodyTooLarge(limit: number): Error & { code: string; limit: number } {
  return Object.assign(new Error('body too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', limit });
}

/** The whole body as one Buffer, refused (the rest left unread, as Fastify does) past `limit` bytes. */
function readLimited(payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(bodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

const publicExtensions: ReadonlySet<string> = new Set([...imageUploadExtensions, 'mp3', 'mp4', 'mov']);
/**
 * Who may call these routes: the screens with a file field ask for upload URLs (the superadmin for
 * platform files); the PUT target's signature is its credential; stored files are read by anyone,
 * except a restaurant's private files, which the handler serves only to that restaurant.
 */
const can = {
  upload: access.restaurantOrSuperadmin(
    'food-banner',
    'food-category',
    'food-subcategory',
    'food-menu',
    'food-menu-free',
    'receiving-method',
    'profile',
  ),
  put: access.public('signed upload URL: the signature and its expiry are the credential'),
  read: access.public('menu pictures show on the public TV board; private files are checked by the handler'),
};

/** Menu images appear on the public TV board and APKs on the Download App page (no sign-in). */
function isPublicFile(fileKey: string): boolean {
  if (fileKey.startsWith('platform/')) return true;
  const extension = fileExtension(fileKey);
  return extension !== null && publicExtensions.has(extension);
}

function mayReadPrivate(session: FastifyRequest['session'], folder: string): boolean {
  if (!session) return false;
  return session.is_superadmin || (session.id_restaurant !== null && folder === `r${session.id_restaurant}`);
}

/** A stored file's folder and name: clean text (the key's own shape is checked by the service). */
const fileParams = z.object({
  folder: rawText(40),
  name: rawText(60),
});

export const uploadsRoutes: ModuleRoutes = (deps) => async (app) => {
  const uploads = createUploadsService(deps);
  const tags = ['uploads'];
  const route = routesOf(app, tags);
  const maxBytes = deps.config.storage.maxUploadBytes;

  for (const path of ['/restaurant/upload/put-url', '/restaurant/generate-presigned-url']) {
    route.post(
      path,
      {
        access: can.upload,
        summary: 'A signed URL to PUT a new file to; the server names the file',
        body: uploadUrlRequestSchema,
      },
      ({ body, request }) =>
        uploads.createTicket({
          fileName: body.file_name,
          contentType: body.content_type,
          idRestaurant: requireSession(request).id_restaurant,
        }),
    );
  }

  // The local driver's upload target. Its own scope: any body is raw bytes. An .apk (up to the APK
  // limit) stays a stream all the way to storage; every other kind is read whole, up to the
  // upload limit (an image .zip: the zip limit), and checked by its bytes.
  const { maxApkBytes, maxZipBytes } = deps.config.storage;
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const extension = uploadExtension(request.url);
      const apk = extension === 'apk';
      const limit = apk ? maxApkBytes : extension === 'zip' ? maxZipBytes : maxBytes;
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit) {
        payload.resume();
        done(bodyTooLarge(limit), undefined);
        return;
      }
      if (apk) {
        done(null, payload);
        return;
      }
      readLimited(payload, limit).then(
        (bytes) => done(null, bytes),
        (error: Error) => done(error, undefined),
      );
    });
    scope.setErrorHandler((error: { code?: string; limit?: number }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const max = Math.round(((error.limit ?? maxBytes) / 1_048_576) * 10) / 10;
        return reply.status(413).send(failure(413, 'FILE_TOO_LARGE', { max }, 'file'));
      }
      // Everything else goes to the app's one error handler.
      throw error;
    });
    routesOf(scope, tags).put(
      '/files/upload/:folder/:name',
      {
        access: can.put,
        summary: 'Receive the bytes of a local upload (signed URL from put-url)',
        params: fileParams,
        query: z.object({
          expires: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
          signature: rawText(200).optional(),
        }),
        code: 'UPLOAD_SUCCESS',
      },
      ({ params, query, request }) => {
        const verify = deps.storage.verifyUploadSignature;
        if (!verify) throw notFound();
        const fileKey = `${params.folder}/${params.name}`;
        const { expires, signature } = query;
        if (expires === undefined || !signature || !verify(fileKey, expires, signature)) throw uploadUrlInvalid();
        if (request.body instanceof Readable) return uploads.receiveApk(fileKey, request.body, maxApkBytes);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length === 0) throw new AppError(400, 'INVALID_DATA', {}, 'file');
        return uploads.receive(fileKey, bytes);
      },
    );
  });

  route.get(
    '/files/:folder/:name',
    {
      access: can.read,
      summary: 'A stored file: images, media and platform files are public; other files only for their restaurant',
      params: fileParams,
    },
    async ({ params, request, reply }) => {
      const { folder, name } = params;
      const fileKey = `${folder}/${name}`;
      const isPublic = isPublicFile(fileKey);
      // Import files (CSV, Excel, zip) hold a restaurant's data: only its users (or a superadmin)
      // read them; anyone else is told there is no such file, as for another tenant's ids.
      if (!isPublic && !mayReadPrivate(request.session, folder)) throw notFound();
      const file = await uploads.read(fileKey);
      if (!file) throw notFound();
      // The file itself, not an envelope: the declarer leaves a reply it is handed back alone.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .send(file.bytes);
    },
  );
};
