// Builds the envelope {status, data, totalData?, message, message_jp} of every answer.
import { type Envelope, formatMessage, type MessageCode } from '@noren/domain/messages';

export function ok<T>(
  data: T,
  options: {
    code?: MessageCode;
    params?: Record<string, string | number>;
    totalData?: number;
    status?: number;
  } = {},
): Envelope<T> {
  const text = formatMessage(options.code ?? 'SUCCESS', options.params);
  return {
    status: options.status ?? 200,
    data,
    ...(options.totalData === undefined ? {} : { totalData: options.totalData }),
    message: text.en,
    message_jp: text.jp,
  };
}

export function failure(
  status: number,
  code: MessageCode,
  params: Record<string, string | number> = {},
  field?: string,
): Envelope<null> {
  const text = formatMessage(code, params);
  return {
    status,
    data: null,
    message: text.en,
    message_jp: text.jp,
    code,
    ...(field ? { field } : {}),
  };
}
