// The texts, by language and in two parts, each a chunk of its own: the shell's catalogue (en.json /
// ja.json here: the login page, the frame, the common words) and the features' catalogues
// (features/<name>/i18n/<language>.json, and components/<name>/i18n/ for components with texts of
// their own, under the key <name>, so features never edit a shared file),
// loaded with the signed-in frame or a public page (session-gate.tsx). A page loads only its
// language, and the login page only the shell's part.

export type Catalogue = { [key: string]: string | Catalogue };

/** Each feature's (or component folder's) catalogue under its folder name; `files` keyed by file path (import.meta.glob). */
export function byFeature(files: Record<string, Catalogue>): Catalogue {
  const merged: Catalogue = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const feature = /(?:features|components)\/([^/]+)\/i18n\/(en|ja)\.json$/.exec(file)?.[1];
    if (feature) merged[feature] = catalogue;
  }
  return merged;
}
