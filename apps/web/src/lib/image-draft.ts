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

/**
 * The image part of a save's body, under `field`: a new entity sends its chosen key; an edit sends
 * only a new key (a stored image kept as it is sends nothing).
 */
export function imageBody<Field extends string>(
  field: Field,
  fileKey: string | null,
  stored: { key: string | null } | null,
): Partial<Record<Field, string>> {
  const key = imageToCheck(fileKey, stored);
  return key ? ({ [field]: key } as Record<Field, string>) : {};
}
