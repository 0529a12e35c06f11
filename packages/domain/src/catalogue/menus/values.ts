// The values a food-menu field may take (spec 2 §3 "Food menu", §5 "Menu form"): tax rates,
// statuses, length limits, and how typed numbers and search keywords are read. Shared by the
// draft, the rules, the payload and the batch dialog.
import { z } from 'zod';

export const taxRates = [0, 8, 10] as const;
export type TaxRate = (typeof taxRates)[number];
export const defaultTaxRate: TaxRate = 8;

export const menuStatuses = ['active', 'inactive'] as const;
export type MenuStatus = (typeof menuStatuses)[number];
export const menuStatusSchema = z.enum(menuStatuses);

export const menuLimits = {
  name: 200,
  description: 2000,
  jancode: 32,
  keyword: 50,
  keywords: 1000,
  itemName: 200,
  groups: 50,
  options: 100,
  fileKey: 300,
} as const;

/** Receiving method ids of spec 2 §3: Take-out 1, counter 2, table 3, delivery 4. */
export const receivingMethodIds = { take_out: 1, counter: 2, table: 3, delivery: 4 } as const;

// --- Text rules ---------------------------------------------------------------------------------

/** Whole numbers are kept to 9 digits: far above any yen price or stock, safely inside int4. */
const unsignedPattern = /^\d{1,9}$/;
const signedPattern = /^-?\d{1,9}$/;

/** Full-width digits and minus typed with a Japanese IME read as their ASCII forms. */
export function normalizeNumberText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2212\u30fc\uff0d]/g, '-')
    .trim();
}

/** A non-negative whole number, or null. */
export function parseUnsigned(text: string): number | null {
  const normalized = normalizeNumberText(text);
  return unsignedPattern.test(normalized) ? Number(normalized) : null;
}

/** A whole number with an optional leading minus ("neg_number" of spec 2 §5), or null. */
export function parseSigned(text: string): number | null {
  const normalized = normalizeNumberText(text);
  return signedPattern.test(normalized) ? Number(normalized) : null;
}

// --- Search keywords ----------------------------------------------------------------------------

/** Comma, Japanese comma (、), full-width comma and any space (the ideographic one too) separate words. */
const keywordSeparators = /[,、，\s]+/u;

/** 'ラーメン、醤油, 中華' → ['ラーメン', '醤油', '中華']: trimmed, empties and repeats dropped. */
export function splitKeywords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(keywordSeparators)) {
    if (word !== '' && !words.includes(word)) words.push(word);
  }
  return words;
}

/** The list as saved: joined by a comma (spec 2 §3). */
export function joinKeywords(words: readonly string[]): string {
  return splitKeywords(words.join(',')).join(',');
}
