// Server messages of the print queue and the cloud printers (English and Japanese).
import type { BilingualText } from './core.ts';

export const printQueueMessages = {
  PRINT_DEVICE_REQUIRED: {
    en: 'Name this device in the X-Print-Device header (1 to 64 letters, digits, . _ : -)',
    jp: 'X-Print-Device ヘッダーで端末IDを指定してください（英数字と . _ : - で1〜64文字）',
  },
  PRINT_LEASE_NOT_HELD: {
    en: 'This print job is not held by this device: it may have been printed or taken by another device',
    jp: 'この印刷ジョブはこの端末が確保していません。印刷済みか、別の端末が確保しています',
  },
  PRINT_JOB_PRINTED: { en: 'Marked as printed', jp: '印刷済みにしました' },
  PRINT_JOB_RELEASED: { en: 'The slip will be printed again', jp: '伝票をもう一度印刷します' },
  PRINT_REPRINT_QUEUED: { en: 'Reprint requested', jp: '再発行を受け付けました' },
  CLOUD_PRINTER_CREATED: {
    en: 'Printer added. Copy its token now: it is shown only once',
    jp: 'プリンターを追加しました。トークンは一度だけ表示されます。今コピーしてください',
  },
  CLOUD_PRINTER_DELETED: { en: 'Printer deleted', jp: 'プリンターを削除しました' },
  CLOUD_PRINTER_DUPLICATE: {
    en: 'The printer name or address already exists',
    jp: 'プリンター名またはアドレスは既に存在します',
  },
  CLOUD_PRINTER_TOKEN_INVALID: {
    en: 'This printer token is not valid',
    jp: 'このプリンターのトークンは無効です',
  },
} as const satisfies Record<string, BilingualText>;
