// The supermarket chain's API (spec 3 §7 "Other calls"): a user's rank by company code and user
// (rank_name), and a register's price of a JAN code by company, store and register code
// (unit_price_fmt, answered with the yen sign stripped). ONE interface; the implementation is
// chosen by configuration (SUPERMARKET_API_URL, SUPERMARKET_API_KEY). Not configured: every lookup
// answers null at once, with no error and no network call.
//
// The chain's paths are not shown in the spec; this adapter calls (decided, see
// modules/counter/README.md):
//   GET {url}/users/rank?code_company=&id_user=                                  → {rank_name}
//   GET {url}/register/price?code_company=&code_store=&code_register=&jancode=  → {unit_price_fmt}
// with the key in `X-Api-Key`. A body may also wrap its answer in {data: …}. A 404 means "none"
// (null); any other failure (network, timeout, 5xx, not JSON) is 502 SUPERMARKET_API_FAILED.
import { stripYen } from '@noren/domain/catalogue/menu-browser';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';

export interface RegisterPriceQuery {
  code_company: number;
  code_store: number;
  code_register: string;
  jancode: string;
}

export interface UserRankQuery {
  code_company: number;
  id_user: string;
}

export interface SupermarketApi {
  /** False when SUPERMARKET_API_URL is unset: lookups answer null without calling anything. */
  readonly configured: boolean;
  /** The user's rank_name, or null (unknown user, or not configured). */
  userRank(query: UserRankQuery): Promise<string | null>;
  /** The register's unit_price_fmt without the yen sign ('1,280'), or null. */
  registerPrice(query: RegisterPriceQuery): Promise<string | null>;
}

const timeoutMs = 5000;

const failed = () => new AppError(502, 'SUPERMARKET_API_FAILED');

/** The field of an answer, plain or wrapped in {data}. */
function fieldOf(body: unknown, name: string): string | null {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const top = record(body);
  const value = top?.[name] ?? record(top?.data)?.[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const notConfigured: SupermarketApi = {
  configured: false,
  userRank: async () => null,
  registerPrice: async () => null,
};

/** The chain's HTTP API at `url`. */
export function httpSupermarketApi(url: string, apiKey: string | undefined): SupermarketApi {
  const base = url.replace(/\/+$/, '');
  async function get(path: string, query: Record<string, string | number>): Promise<unknown> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${search}`, {
        headers: { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw failed();
    }
    if (response.status === 404) return null;
    if (!response.ok) throw failed();
    try {
      return await response.json();
    } catch {
      throw failed();
    }
  }
  return {
    configured: true,
    async userRank(query) {
      return fieldOf(await get('/users/rank', { ...query }), 'rank_name');
    },
    async registerPrice(query) {
      const formatted = fieldOf(await get('/register/price', { ...query }), 'unit_price_fmt');
      return formatted === null ? null : stripYen(formatted);
    },
  };
}

/** The adapter the configuration asks for. */
export function createSupermarketApi(config: Pick<AppConfig, 'supermarket'>): SupermarketApi {
  const { url, apiKey } = config.supermarket;
  return url ? httpSupermarketApi(url, apiKey) : notConfigured;
}
