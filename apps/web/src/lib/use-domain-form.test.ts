// The form toolkit as a modal would notice it: which message shows when, the server's refusal of a
// field and when it goes away, and when Save is allowed.
import { type RuleIssue, ruleIssue } from '@noren/domain/rule-issue';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTestLanguage } from '../testing/render-app.tsx';
import { ApiError } from './api-client.ts';
import { type DomainFormOptions, useDomainForm } from './use-domain-form.ts';

interface Draft {
  name: string;
  code: string;
}

/** Name required; code required and digits only (codes of the domain's catalogue). */
function rules(draft: Draft): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (draft.name.trim() === '') issues.push(ruleIssue('name', 'CATEGORY_REQUIRED'));
  if (draft.code === '') issues.push(ruleIssue('code', 'CATEGORY_REQUIRED'));
  else if (!/^\d+$/.test(draft.code)) issues.push(ruleIssue('code', 'CATEGORY_DIGITS_ONLY'));
  return issues;
}

function setUp(initial: Draft = { name: '', code: '' }, extra: Partial<DomainFormOptions<Draft>> = {}) {
  return renderHook((props: { saving?: boolean }) => useDomainForm({ initial, rules, ...extra, ...props }), {
    initialProps: {},
  });
}

describe('useDomainForm', () => {
  it('shows a missing value only once its field is touched', () => {
    const { result } = setUp();
    expect(result.current.error('name')).toBeUndefined();
    expect(result.current.canSave).toBe(false);
    act(() => result.current.touch('name'));
    expect(result.current.error('name')).toBe('必須項目です');
    expect(result.current.error('code')).toBeUndefined();
  });

  it('shows a wrong value at once, even in a field never touched', () => {
    const { result } = setUp({ name: 'Drinks', code: '12a' });
    expect(result.current.error('code')).toBe('半角数字のみで入力してください');
    expect(result.current.error('name')).toBeUndefined();
  });

  it('shows every message after a Save attempt and refuses to save', () => {
    const { result } = setUp();
    let allowed = true;
    act(() => {
      allowed = result.current.attemptSave();
    });
    expect(allowed).toBe(false);
    expect(result.current.showAll).toBe(true);
    expect(result.current.error('name')).toBe('必須項目です');
    expect(result.current.error('code')).toBe('必須項目です');
  });

  it('tells domain codes in the page language', async () => {
    await setTestLanguage('en');
    const { result } = setUp({ name: '', code: 'x' });
    act(() => result.current.touch('name'));
    expect(result.current.error('name')).toBe('Required');
    expect(result.current.error('code')).toBe('Please enter digits only');
  });

  it('allows Save once every rule passes, and not while saving or uploading', () => {
    const { result, rerender } = setUp();
    act(() => result.current.set('name', 'Drinks'));
    act(() => result.current.set('code', '12'));
    expect(result.current.draft).toEqual({ name: 'Drinks', code: '12' });
    expect(result.current.canSave).toBe(true);
    act(() => result.current.setBusy('image', true));
    expect(result.current.busy).toBe(true);
    expect(result.current.canSave).toBe(false);
    act(() => result.current.setBusy('image', false));
    expect(result.current.canSave).toBe(true);
    rerender({ saving: true });
    expect(result.current.canSave).toBe(false);
  });

  it('marks the field the server refused until that field is edited', () => {
    const { result } = setUp({ name: 'Drinks', code: '12' });
    const refusal = new ApiError({
      status: 409,
      message: 'This code is already used',
      message_jp: 'このコードは既に使用されています',
      code: 'CATEGORY_CODE_TAKEN',
      field: 'code',
    });
    let named = false;
    act(() => {
      named = result.current.failed(refusal);
    });
    expect(named).toBe(true);
    expect(result.current.serverError).toMatchObject({ field: 'code', code: 'CATEGORY_CODE_TAKEN' });
    expect(result.current.error('code')).toBe('このコードは既に使用されています');
    act(() => result.current.set('name', 'Food'));
    expect(result.current.error('code')).toBe('このコードは既に使用されています');
    act(() => result.current.set('code', '13'));
    expect(result.current.error('code')).toBeUndefined();
  });

  it('ignores a failure that names no field', () => {
    const { result } = setUp();
    let named = true;
    act(() => {
      named = result.current.failed(new Error('offline'));
    });
    expect(named).toBe(false);
    expect(result.current.serverError).toBeNull();
  });

  it('uses the form’s own texts when given', () => {
    const { result } = setUp({ name: '', code: 'x' }, { message: (issue) => `${issue.field}:${issue.code}` });
    expect(result.current.error('code')).toBe('code:CATEGORY_DIGITS_ONLY');
  });
});
