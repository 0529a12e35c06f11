// APK-shaped files for the Upload App suite: the server tests' real (tiny) zip holding
// AndroidManifest.xml, so the server's "is it an APK" check passes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { apkBytes } from '../../../server/src/modules/app-versions/apk-fixture.ts';

/** Writes a small APK-shaped zip named `fileName` into `dir` and answers its path. */
export async function writeApk(dir: string, fileName: string): Promise<string> {
  const file = path.join(dir, fileName);
  await fs.writeFile(file, apkBytes());
  return file;
}
