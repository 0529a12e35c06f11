// The props a field takes from the form toolkit (useDomainForm): its value, the change that edits
// the draft, the blur that marks it visited, and the message shown beside it (or a hint).
import type { ChangeEvent } from 'react';
import type { DomainForm } from './use-domain-form.ts';

type KeysOf<Draft, Value> = { [Key in keyof Draft]: Draft[Key] extends Value ? Key : never }[keyof Draft] & string;

/** What a field shows of its body path `field`: touched on blur, in error with the message, else the hint. */
export function fieldState(form: Pick<DomainForm<unknown>, 'error' | 'touch'>, field: string, hint?: string) {
  const message = form.error(field);
  return { onBlur: () => form.touch(field), error: Boolean(message), helperText: message ?? hint };
}

/** A text field editing the draft's string `key` (its body path `field`, default the key). */
export function textFieldProps<Draft, Key extends KeysOf<Draft, string>>(
  form: DomainForm<Draft>,
  key: Key,
  options: { field?: string; hint?: string } = {},
) {
  return {
    value: form.draft[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.set(key, event.target.value as Draft[Key]),
    ...fieldState(form as unknown as DomainForm<unknown>, options.field ?? key, options.hint),
  };
}

interface ImageValue {
  file_key: string | null;
  url: string | null;
}

/** An ImageField editing the draft's `image`, sent as `field`; Save stays off while it uploads. */
export function imageFieldProps<Draft extends { image: ImageValue }>(form: DomainForm<Draft>, field: string) {
  return {
    value: form.draft.image,
    onChange: (image: ImageValue) => form.update((current) => ({ ...current, image }), field),
    onBusyChange: (busy: boolean) => form.setBusy('image', busy),
    error: form.error(field),
  };
}

/** A KeywordsField editing the draft's `keywords`, sent as `field`. */
export function keywordsFieldProps<Draft extends { keywords: string[] }>(form: DomainForm<Draft>, field: string) {
  const message = form.error(field);
  return {
    value: form.draft.keywords,
    onChange: (keywords: string[]) => form.update((current) => ({ ...current, keywords }), field),
    error: Boolean(message),
    ...(message ? { helperText: message } : {}),
  };
}

/** A select's choice read as a number; the empty choice is null. */
export const optionalNumber = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * A select's onChange that changes the draft through the domain's rule for that choice
 * (`changeRestaurantCompany(draft, choice)` clears what depended on it), visiting `field`.
 */
export function choiceChange<Draft, Choice>(
  form: DomainForm<Draft>,
  field: string,
  apply: (draft: Draft, choice: Choice) => Draft,
  parse: (text: string) => Choice,
) {
  return (event: ChangeEvent<HTMLInputElement>) =>
    form.update((current) => apply(current, parse(event.target.value)), field);
}
