// Test helpers for the job queue: the URL of a test file's own database, and waiting for a condition.
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Db } from '../db/database.ts';

/** The connection string of the database `db` is connected to (the harness makes one per file). */
export async function databaseUrlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

/** Polls `check` until it answers true, or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** A logger that keeps quiet in tests but remembers what it was told. */
export function memoryLog() {
  const lines: { level: string; message: string; details: object }[] = [];
  const write = (level: string) => (details: object, message: string) => {
    lines.push({ level, message, details });
  };
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}
