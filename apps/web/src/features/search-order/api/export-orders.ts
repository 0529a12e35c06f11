// POST restaurant/order/search/export: every matching order as an xlsx, streamed by the server.
// Read as it arrives so the page can show how much came in; saved under the server's file name
// (OE_YYYYMMDD_HHmmss.xlsx).
import { messages } from '@noren/domain/messages';
import { exportFileName, type OrderSearchBody } from '@noren/domain/orders/search';
import { ApiError, apiBasePath } from '../../../lib/api-client.ts';

async function failure(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    message?: string;
    message_jp?: string;
    code?: string;
  } | null;
  const fallback = messages.SOMETHING_WENT_WRONG;
  return new ApiError({
    status: response.status,
    message: payload?.message ?? fallback.en,
    message_jp: payload?.message_jp ?? fallback.jp,
    code: payload?.code,
  });
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads the export; `onBytes` hears the bytes received so far. Answers the file name. */
export async function downloadOrders(body: OrderSearchBody, onBytes: (bytes: number) => void): Promise<string> {
  const response = await fetch(`${apiBasePath}/restaurant/order/search/export`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    const text = messages.NETWORK_ERROR;
    throw new ApiError({ status: 0, message: text.en, message_jp: text.jp, code: 'NETWORK_ERROR' });
  });
  if (!response.ok) throw await failure(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    onBytes(received);
  }
  const file = name ?? exportFileName(new Date());
  save(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), file);
  return file;
}
