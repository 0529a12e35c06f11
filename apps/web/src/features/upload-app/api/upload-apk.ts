// Uploading an .apk with progress: a signed URL from put-url, then the bytes PUT there with an
// XMLHttpRequest (fetch reports no upload progress). The local driver's target or the bucket.
import type { UploadTicket } from '@noren/domain/uploads';
import { requestUploadTicket, uploadErrorOf, uploadFailedError } from '../../../lib/upload.ts';

export interface UploadedApk {
  file_key: string;
  public_url: string;
}

/** PUTs the file to the ticket's URL, reporting progress from 0 to 1. */
export function putWithProgress(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.url);
    xhr.setRequestHeader('Content-Type', ticket.content_type);
    // Same-origin (local driver) URLs are relative; a bucket must not receive our cookie.
    xhr.withCredentials = ticket.url.startsWith('/');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(uploadErrorOf(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(uploadFailedError());
    xhr.onabort = () => reject(uploadFailedError());
    xhr.send(file);
  });
}

export async function uploadApk(file: File, onProgress: (fraction: number) => void): Promise<UploadedApk> {
  const ticket = await requestUploadTicket(file.name, 'application/vnd.android.package-archive');
  await putWithProgress(ticket, file, onProgress);
  return { file_key: ticket.file_key, public_url: ticket.public_url };
}
