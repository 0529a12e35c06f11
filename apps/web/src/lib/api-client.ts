// The one HTTP client of the app: JSON over fetch with the session cookie, the response envelope
// unwrapped, failures turned into an ApiError that carries the server's English and Japanese text.
import type { Envelope } from '@noren/domain/messages';
import { coreMessages } from '@noren/domain/messages/core';
import { getStoredLanguage, type StoredLanguage } from './language.ts';

export const apiBasePath = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly messageEn: string;
  readonly messageJp: string;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(init: { status: number; message: string; message_jp: string; code?: string; field?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.messageEn = init.message;
    this.messageJp = init.message_jp;
    this.code = init.code;
    this.field = init.field;
  }

  /** True when no answer came back at all (server down, offline, CORS, aborted proxy). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

// The shared texts only (messages/core.ts): this module is part of the first screen.
function errorFromCatalogue(status: number, code: keyof typeof coreMessages): ApiError {
  const text = coreMessages[code];
  return new ApiError({ status, message: text.en, message_jp: text.jp, code });
}

/** The text to show for a failure: message_jp unless the language is en (spec 1 §8). */
export function errorText(error: unknown, language: StoredLanguage = getStoredLanguage()): string {
  const apiError = error instanceof ApiError ? error : errorFromCatalogue(0, 'SOMETHING_WENT_WRONG');
  return language === 'en' ? apiError.messageEn : apiError.messageJp;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registered by the session layer: a 401 on an ordinary call means the session is dead. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  body?: unknown;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  signal?: AbortSignal;
  /** For the calls whose 401 is an expected answer (who am I, login), not a dead session. */
  expectUnauthorized?: boolean;
  /** The request already sent (index.html's head asks "who am I" with a signed-in page): read its answer. */
  sent?: Promise<Response>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBasePath}${cleanPath}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    'message_jp' in value &&
    typeof value.message === 'string' &&
    typeof value.message_jp === 'string'
  );
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The original sent DELETE payloads as a body too (spec 1 §7), so every method may carry one.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.sent ??
      fetch(buildUrl(path, options.query), {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw errorFromCatalogue(0, 'NETWORK_ERROR');
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy error page or an empty body: fall through to the catalogue text below.
  }

  if (response.ok) {
    if (isEnvelope(payload)) return payload as Envelope<T>;
    // A success without an envelope (e.g. 204 No Content) still succeeded.
    return { status: response.status, data: payload as T, message: '', message_jp: '' };
  }

  const error = isEnvelope(payload)
    ? new ApiError({
        status: response.status,
        message: payload.message,
        message_jp: payload.message_jp,
        code: payload.code,
        field: payload.field,
      })
    : errorFromCatalogue(response.status, response.status === 401 ? 'UNAUTHORIZED' : 'SOMETHING_WENT_WRONG');

  if (error.status === 401 && !options.expectUnauthorized) unauthorizedHandler?.(error);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};
