// Files to and from the API outside the JSON client: a picked file sent as its raw bytes (the
// server tells the encoding by the bytes, so nothing is converted here), and a download saved under
// the name the server gives it. Failures are ApiErrors with the server's bilingual text.
import type { Envelope } from '@noren/domain/messages';
import { messages } from '@noren/domain/messages';
import { ApiError, apiBasePath } from '../../../lib/api-client.ts';

function networkError(): ApiError {
  const text = messages.NETWORK_ERROR;
  return new ApiError({ status: 0, message: text.en, message_jp: text.jp, code: 'NETWORK_ERROR' });
}

async function envelopeOf(response: Response): Promise<Envelope<unknown> | null> {
  const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  return payload && typeof payload.message === 'string' && typeof payload.message_jp === 'string' ? payload : null;
}

/** A refused answer as an ApiError carrying its envelope's data (a refused import's report). */
export class FileApiError extends ApiError {
  readonly data: unknown;
  constructor(status: number, envelope: Envelope<unknown> | null) {
    const fallback = messages.SOMETHING_WENT_WRONG;
    super({
      status,
      message: envelope?.message ?? fallback.en,
      message_jp: envelope?.message_jp ?? fallback.jp,
      code: envelope?.code,
    });
    this.data = envelope?.data ?? null;
  }
}

function url(path: string, query: Readonly<Record<string, string | number>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${apiBasePath}/${path}${search ? `?${search}` : ''}`;
}

/** POSTs `file` as the request body to `path`; answers the envelope of a 2xx answer. */
export async function sendFile(
  path: string,
  query: Readonly<Record<string, string | number>>,
  file: Blob,
): Promise<Envelope<unknown>> {
  const response = await fetch(url(path, query), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
  }).catch(() => {
    throw networkError();
  });
  const envelope = await envelopeOf(response);
  if (!response.ok || !envelope) throw new FileApiError(response.status, envelope);
  return envelope;
}

/** The file name of a Content-Disposition: the UTF-8 form when given, else the plain one. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; a little later it may go.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** GETs `path` and saves the answer under the server's file name (else `fallbackName`). */
export async function downloadFile(
  path: string,
  query: Readonly<Record<string, string | number>>,
  fallbackName: string,
): Promise<string> {
  const response = await fetch(url(path, query), { credentials: 'include' }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw new FileApiError(response.status, await envelopeOf(response));
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
