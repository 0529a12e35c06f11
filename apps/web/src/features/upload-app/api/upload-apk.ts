// Uploading an .apk with progress: a signed URL from put-url, then the bytes PUT there with an
// XMLHttpRequest (fetch reports no upload progress). The local driver's target or the bucket.
import { type UploadTicket, uploadTicketSchema } from '@noren/domain/uploads';
import { ApiError, api } from '../../../lib/api-client.ts';
import { uploadFailedError, uploadUrlPath } from '../../../lib/upload.ts';

export interface UploadedApk {
  file_key: string;
  public_url: string;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      'message_jp' in body &&
      typeof body.message === 'string' &&
      typeof body.message_jp === 'string'
    ) {
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      return new ApiError({ status: xhr.status, message: body.message, message_jp: body.message_jp, code });
    }
  } catch {
    // S3 answers XML: the generic text is all the user can act on.
  }
  return uploadFailedError(xhr.status);
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
        reject(errorOf(xhr));
      }
    };
    xhr.onerror = () => reject(uploadFailedError());
    xhr.onabort = () => reject(uploadFailedError());
    xhr.send(file);
  });
}

export async function uploadApk(file: File, onProgress: (fraction: number) => void): Promise<UploadedApk> {
  const envelope = await api.post<UploadTicket>(uploadUrlPath, {
    file_name: file.name,
    content_type: 'application/vnd.android.package-archive',
  });
  const parsed = uploadTicketSchema.safeParse(envelope.data);
  if (!parsed.success) throw uploadFailedError();
  await putWithProgress(parsed.data, file, onProgress);
  return { file_key: parsed.data.file_key, public_url: parsed.data.public_url };
}
