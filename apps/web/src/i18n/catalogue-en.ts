// The shell's English texts (catalogue.ts).
import type { Catalogue } from './catalogue.ts';
import en from './en.json';

export const translation: Catalogue = en;
