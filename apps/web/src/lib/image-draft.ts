// A form's image as it edits it (the stored file's key and its address), and which key its rules
// check: a stored image kept as it is was checked when it was saved and is not checked again.
export interface ImageDraft {
  file_key: string | null;
  url: string | null;
}

/**
 * The key a rule checks: for a new entity the chosen one; when editing, undefined while the stored
 * image stays, else the new key (null: removed).
 */
export function imageToCheck(fileKey: string | null, stored: { key: string | null } | null): string | null | undefined {
  if (stored === null) return fileKey;
  return fileKey === stored.key ? undefined : fileKey;
}
