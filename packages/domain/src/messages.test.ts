// The bilingual catalogue: both languages present, spec texts verbatim, placeholders filled alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageCode, messages } from './messages.ts';

const codes = Object.keys(messages) as MessageCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it.each(codes)('%s has a non-empty English and Japanese text', (code) => {
    expect(messages[code].en.trim()).not.toBe('');
    expect(messages[code].jp.trim()).not.toBe('');
  });

  it.each(codes)('%s uses the same placeholders in both languages', (code) => {
    expect(placeholders(messages[code].jp)).toEqual(placeholders(messages[code].en));
  });

  it.each([
    ['LOGIN_FAILED', 'Please check username or password'],
    ['CANNOT_UPDATE', "Can't update data"],
    ['CANNOT_DELETE', "Can't be deleted"],
    ['PASSWORD_CHANGED', 'Successfully changed password'],
    ['USER_UPDATED', 'Successfully updated user'],
    ['USER_DELETED', 'Successfully deleted user'],
    ['SUCCESS', 'Success.'],
    ['TRY_AGAIN_LATER', 'Please try again later'],
    ['ROUTE_NOT_FOUND', 'Page not found'],
    ['VERSION_CREATED', 'Upload file successfully!'],
    ['VERSION_NAME_INCORRECT', 'Version name incorrect'],
    ['VERSION_CODE_INCORRECT', 'Version code incorrect'],
  ] as const)('%s reads %j in English as the spec words it', (code, en) => {
    expect(messages[code].en).toBe(en);
  });

  it.each([
    ['SOMETHING_WENT_WRONG', 'Something went wrong', 'エラーが発生しました'],
    ['NETWORK_ERROR', 'Network Error', '通信エラーが発生しました。'],
    ['INVALID_DATA', 'Invalid data', '不正データ'],
  ] as const)('%s carries the spec texts in both languages', (code, en, jp) => {
    expect(messages[code]).toEqual({ en, jp });
  });
});

describe('formatMessage', () => {
  it('fills {field} in English and Japanese', () => {
    expect(formatMessage('REQUIRED_FIELD', { field: 'email' })).toEqual({
      en: 'email is required',
      jp: 'email は必須です',
    });
    expect(formatMessage('VALIDATION_FAILED', { field: 'password' })).toEqual({
      en: 'Invalid value for password',
      jp: 'password の値が正しくありません',
    });
  });

  it('writes numbers as their decimal text', () => {
    expect(formatMessage('REQUIRED_FIELD', { field: 12 }).en).toBe('12 is required');
  });

  it('leaves a placeholder it has no value for untouched', () => {
    expect(formatMessage('REQUIRED_FIELD')).toEqual(messages.REQUIRED_FIELD);
    expect(formatMessage('REQUIRED_FIELD', { other: 'x' })).toEqual({
      en: '{field} is required',
      jp: '{field} は必須です',
    });
  });

  it('returns a text without placeholders unchanged whatever the params', () => {
    expect(formatMessage('NETWORK_ERROR', { field: 'x' })).toEqual(messages.NETWORK_ERROR);
  });

  it('inserts any value literally, including replacement patterns like $& and braces', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(formatMessage('REQUIRED_FIELD', { field: value })).toEqual({
          en: `${value} is required`,
          jp: `${value} は必須です`,
        });
      }),
    );
  });
});
