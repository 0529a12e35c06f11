// What the board's address says (spec 3 §2.8): /order-list/{store_code}?code_register=&method_id=,
// and `speech=1`, which turns spoken calls on whatever the store's signage settings say.
import { parseMethodIds } from '@noren/domain/board/method-filter';
import type { BoardQuery } from './board-api.ts';

export interface BoardParams extends BoardQuery {
  speech: boolean;
}

export function readBoardParams(location: { pathname: string; search: string }): BoardParams {
  const search = new URLSearchParams(location.search);
  const storeCode = decodeURIComponent(location.pathname.replace(/^\/order-list\/?/, '').split('/')[0] ?? '');
  const codeRegister = search.get('code_register')?.trim() || null;
  return {
    storeCode,
    codeRegister,
    methodIds: parseMethodIds(search.getAll('method_id')),
    speech: ['1', 'true', 'on'].includes(search.get('speech') ?? ''),
  };
}
