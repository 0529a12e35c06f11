// A server answer's text is picked by the page's language.
import { describe, expect, it } from 'vitest';
import { serverMessage } from './toast.ts';

const envelope = { message: 'Deleted successfully', message_jp: '削除しました' };

describe('serverMessage', () => {
  it('shows message_jp unless the language is English', () => {
    expect(serverMessage(envelope, 'jp')).toBe('削除しました');
    expect(serverMessage(envelope, 'en')).toBe('Deleted successfully');
  });
});
