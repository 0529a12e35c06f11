// Escaping for the XML and SVG renderers: text and attribute values alike.
import { printable } from './cells.ts';

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The text with markup characters escaped and control characters (never printable) dropped. */
export function escapeXml(text: string): string {
  return printable(text).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
