// The one form toolkit: every Add/Edit modal keeps its draft here and asks the domain's rule
// function (one shape, `RuleIssue[]`) what is wrong with it on every change. The hook decides
// when a message shows (docs/decisions.md "Forms"): a "missing" message once its field is touched
// or after a Save attempt, a wrong value at once, the server's refusal of a field until that
// field is edited. Save is allowed while no rule fails, nothing uploads and nothing is saving.
import { formatMessage, type MessageCode, messages } from '@noren/domain/messages';
import { firstIssueByField, isMissingIssue, type RuleIssue } from '@noren/domain/rule-issue';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from './api-client.ts';
import { getStoredLanguage } from './language.ts';
import { serverMessage, toast } from './toast.ts';

export interface DomainFormOptions<Draft> {
  /** The draft the form starts from (read once, as useState does). */
  initial: Draft | (() => Draft);
  /** The domain's rules of the whole draft; the first issue of a field is the one shown. */
  rules: (draft: Draft) => readonly RuleIssue[];
  /**
   * The text of an issue. Default: a code of the domain's message catalogue in the page's
   * language (the texts the server answers with), else the code read as an i18n key.
   */
  message?: (issue: RuleIssue) => string;
  /** Does the issue only say "fill me in"? Default: its code ends in REQUIRED. */
  isMissing?: (issue: RuleIssue) => boolean;
  /** A mutation is running (Save shows its spinner and stays off). */
  saving?: boolean;
  /** Fields that count as visited from the start (a copied JAN code must be changed). */
  initialTouched?: readonly string[];
}

export interface ServerFieldError {
  field: string;
  code: string | undefined;
  text: string;
}

export interface DomainForm<Draft> {
  draft: Draft;
  /** Changes one top-level field of the draft; the field counts as touched and loses its server error. */
  set: <Key extends keyof Draft & string>(field: Key, value: Draft[Key]) => void;
  /** Changes the draft as a whole; `fields` (body paths) count as edited. */
  update: (change: (draft: Draft) => Draft, ...fields: string[]) => void;
  /** Marks a field as visited (on blur). */
  touch: (...fields: string[]) => void;
  /** Forgets visits (a field that appears anew, e.g. the link of another banner type). */
  untouch: (...fields: string[]) => void;
  touched: ReadonlySet<string>;
  /** True after a Save attempt: every message shows. */
  showAll: boolean;
  /** Shows every message without saving (a "Show problems" button). */
  revealAll: () => void;
  issues: readonly RuleIssue[];
  /** How many fields have an issue. */
  invalidFieldCount: number;
  /** The first rule issue of a field, shown or not. */
  issueOf: (field: string) => RuleIssue | undefined;
  /** The text shown beside a field now, or undefined. */
  error: (field: string) => string | undefined;
  serverError: ServerFieldError | null;
  clearServerError: () => void;
  /** Reads a failed answer: a refused field is marked beside it. True when it named a field. */
  failed: (error: unknown) => boolean;
  /** Uploads and other work under a key (`image`) that keep Save off while they run. */
  setBusy: (key: string, busy: boolean) => void;
  busy: boolean;
  /** The save's mutation is running (the `saving` option). */
  saving: boolean;
  valid: boolean;
  canSave: boolean;
  /** A Save press: shows every message, and answers whether saving may go on. */
  attemptSave: () => boolean;
}

export function useDomainForm<Draft>(options: DomainFormOptions<Draft>): DomainForm<Draft> {
  const { rules, saving = false } = options;
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(options.initialTouched));
  const [showAll, setShowAll] = useState(false);
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());

  const issues = useMemo(() => rules(draft), [rules, draft]);
  const byField = useMemo(() => firstIssueByField(issues), [issues]);

  const edited = useCallback((fields: readonly string[]) => {
    if (fields.length === 0) return;
    setTouched((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])));
    setServerError((current) => (current && fields.includes(current.field) ? null : current));
  }, []);

  const set = useCallback(
    <Key extends keyof Draft & string>(field: Key, value: Draft[Key]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      edited([field]);
    },
    [edited],
  );

  const update = useCallback(
    (change: (draft: Draft) => Draft, ...fields: string[]) => {
      setDraft(change);
      edited(fields);
    },
    [edited],
  );

  const touch = useCallback((...fields: string[]) => {
    setTouched((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])));
  }, []);

  const untouch = useCallback((...fields: string[]) => {
    setTouched((current) =>
      fields.some((field) => current.has(field)) ? new Set([...current].filter((f) => !fields.includes(f))) : current,
    );
  }, []);

  const setBusy = useCallback((key: string, busy: boolean) => {
    setBusyKeys((current) => {
      if (current.has(key) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const english = i18n.language === 'en';
  const defaultMessage = (issue: RuleIssue): string => {
    if (Object.hasOwn(messages, issue.code)) {
      const text = formatMessage(issue.code as MessageCode, issue.params);
      return english ? text.en : text.jp;
    }
    return t(issue.code, issue.params);
  };
  const message = options.message ?? defaultMessage;
  const isMissing = options.isMissing ?? isMissingIssue;

  const error = (field: string): string | undefined => {
    if (serverError?.field === field) return serverError.text;
    const issue = byField.get(field);
    if (!issue) return undefined;
    if (isMissing(issue) && !showAll && !touched.has(field)) return undefined;
    return message(issue);
  };

  const failed = (failure: unknown): boolean => {
    if (!(failure instanceof ApiError) || !failure.field) return false;
    setServerError({ field: failure.field, code: failure.code, text: errorText(failure, getStoredLanguage()) });
    return true;
  };

  const busy = saving || busyKeys.size > 0;
  const valid = issues.length === 0;
  const canSave = valid && !busy;

  return {
    draft,
    set,
    update,
    touch,
    untouch,
    touched,
    showAll,
    revealAll: () => setShowAll(true),
    issues,
    invalidFieldCount: byField.size,
    issueOf: (field) => byField.get(field),
    error,
    serverError,
    clearServerError: () => setServerError(null),
    failed,
    setBusy,
    busy,
    saving,
    valid,
    canSave,
    attemptSave: () => {
      setShowAll(true);
      return canSave;
    },
  };
}

/** A saved entity's answer that carries the server's bilingual message. */
export interface SavedAnswer {
  envelope: { message: string; message_jp: string };
}

/** The server's own success message of a save (`message` or `message_jp`). */
export const serverSaved = ({ envelope }: SavedAnswer): string => serverMessage(envelope);

/**
 * The handlers of a Save's mutation: a success toast (a fixed text, or one read from the answer)
 * and the modal closes; a field the server refused is marked beside it (the query client toasts
 * the refusal itself).
 */
export function saveHandlers<Answer>(
  form: Pick<DomainForm<unknown>, 'failed'>,
  onClose: () => void,
  success: string | ((answer: Answer) => string),
) {
  return {
    onSuccess: (answer: Answer) => {
      toast(typeof success === 'string' ? success : success(answer), 'success');
      onClose();
    },
    onError: (error: unknown) => {
      form.failed(error);
    },
  };
}

/**
 * The weekly editors' problem texts (`<day>.<field>`) from the issues at `inactive_data.<day>.<field>`:
 * the first text of each field that `textOf` shows.
 */
export function weekProblems(
  issues: readonly RuleIssue[],
  textOf: (issue: RuleIssue) => string | undefined,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const match = /^inactive_data\.(\d)\.(\w+)$/.exec(issue.field);
    const key = match ? `${match[1]}.${match[2]}` : null;
    const text = key ? textOf(issue) : undefined;
    if (key && text && !problems[key]) problems[key] = text;
  }
  return problems;
}
