// The shell's Japanese texts (catalogue.ts).
import type { Catalogue } from './catalogue.ts';
import ja from './ja.json';

export const translation: Catalogue = ja;
