import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import type { DocumentDto, DocumentResponse } from '../../lib/api-types';

export interface UploadHandle<T = DocumentDto> {
  promise: Promise<T>;
  abort(): void;
}

function serverError(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } };
    const message = body.error?.message?.trim();
    return new ApiError(xhr.status, body.error?.code ?? 'UNKNOWN', message || GENERIC_ERROR_MESSAGE);
  } catch {
    return new ApiError(xhr.status, 'UNKNOWN', GENERIC_ERROR_MESSAGE);
  }
}

/**
 * `POST /api/documents` as multipart. XMLHttpRequest rather than fetch because only it
 * reports upload progress. Text fields go first and the file last: the server streams the
 * body and must know the fields before the file part arrives. Same-origin XHR sends the
 * session cookie by itself.
 */
export function uploadDocument(
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): UploadHandle {
  return uploadFile('/api/documents', file, fields, onProgress, (body: DocumentResponse) => body.document);
}

/** A multipart upload of one `file` to `url` with progress; `pick` reads the answer's JSON. */
export function uploadFile<T, B = unknown>(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
  pick: (body: B) => T,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(serverError(xhr));
      try {
        resolve(pick(JSON.parse(xhr.responseText) as B));
      } catch {
        reject(new ApiError(xhr.status, 'UNKNOWN', GENERIC_ERROR_MESSAGE));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
