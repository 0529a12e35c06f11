// Uploading a file: ask the API for a signed URL (the server names the file), PUT the bytes there
// (the API itself with the local driver, the bucket with S3), answer the key an entity saves.
import { messages } from '@noren/domain/messages';
import { type UploadTicket, uploadTicketSchema } from '@noren/domain/uploads';
import { ApiError, api } from './api-client.ts';

export interface UploadOptions {
  /** The name whose extension decides the stored type; default the File's own name. */
  fileName?: string;
  signal?: AbortSignal;
}

export interface UploadResult {
  file_key: string;
  public_url: string;
}

export const uploadUrlPath = '/restaurant/upload/put-url';

/** 'Upload failed!' / アップロード失敗 (spec 1 §8), for a PUT that got no usable answer. */
export function uploadFailedError(status = 0): ApiError {
  const text = messages.UPLOAD_FAILED;
  return new ApiError({ status, message: text.en, message_jp: text.jp, code: 'UPLOAD_FAILED' });
}

/** The bilingual error of a refused PUT, from its answer's text (our envelope), else 'Upload failed!'. */
export function uploadErrorOf(status: number, answerText: string): ApiError {
  try {
    const body: unknown = JSON.parse(answerText);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      'message_jp' in body &&
      typeof body.message === 'string' &&
      typeof body.message_jp === 'string'
    ) {
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      return new ApiError({ status, message: body.message, message_jp: body.message_jp, code });
    }
  } catch {
    // S3 answers XML; a proxy answers HTML: the generic text below is all the user can act on.
  }
  return uploadFailedError(status);
}

/** A signed URL to PUT a new file to (the server names the file). */
export async function requestUploadTicket(
  fileName: string,
  contentType: string | undefined,
  signal?: AbortSignal,
): Promise<UploadTicket> {
  const envelope = await api.post<UploadTicket>(
    uploadUrlPath,
    { file_name: fileName, ...(contentType ? { content_type: contentType } : {}) },
    signal ? { signal } : {},
  );
  const parsed = uploadTicketSchema.safeParse(envelope.data);
  if (!parsed.success) throw uploadFailedError();
  return parsed.data;
}

/** Uploads one file through the put-url flow. Failures are ApiErrors with bilingual text. */
export async function uploadFile(file: Blob & { name?: string }, options: UploadOptions = {}): Promise<UploadResult> {
  const fileName = options.fileName ?? file.name ?? 'file';
  const ticket = await requestUploadTicket(fileName, file.type || undefined, options.signal);
  // Same-origin (local driver) URLs are relative; a bucket must not receive our cookie.
  const sameOrigin = ticket.url.startsWith('/');
  let response: Response;
  try {
    response = await fetch(ticket.url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': ticket.content_type },
      credentials: sameOrigin ? 'include' : 'omit',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw uploadFailedError();
  }
  if (!response.ok) throw uploadErrorOf(response.status, await response.text().catch(() => ''));
  return { file_key: ticket.file_key, public_url: ticket.public_url };
}
