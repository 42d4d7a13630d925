import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { invalid } from '../domain/errors';

export interface IncomingFile {
  /** The file name the client sent (may be empty). */
  filename: string;
  mimeType: string;
  /** The part's bytes, streamed straight from the request: consume it exactly once. */
  stream: Readable;
}

export interface SingleFileOptions<T> {
  /** The form field that must carry the file. */
  fileField: string;
  /** Consumes the file stream (e.g. into the BlobStore); its rejection aborts the request. */
  handleFile(file: IncomingFile): Promise<T>;
  /** Undoes a handled file when the request is rejected afterwards (a second file, a bad field). */
  discard(result: T): Promise<void>;
}

export interface SingleFileUpload<T> {
  fields: Record<string, string>;
  file: T;
}

const ignore = () => {};

const LIMITS = { files: 1, fields: 20, parts: 21, fieldNameSize: 100, fieldSize: 10_000, headerPairs: 50 };

/**
 * Reads a multipart/form-data request holding exactly one file as a stream (busboy):
 * the file part goes to `handleFile` while it arrives and is never held whole. Text
 * fields are collected (they may come before or after the file). On any failure the
 * parser stops reading the request (the HTTP server drains or closes the rest), the
 * file stream is destroyed, and a file already handled is passed to `discard`.
 */
export function receiveSingleFile<T>(c: Context, opts: SingleFileOptions<T>): Promise<SingleFileUpload<T>> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data/i.test(contentType) || !body) {
    return Promise.reject(invalid('Send the file as multipart/form-data.', 'INVALID_UPLOAD'));
  }
  let parser: busboy.Busboy;
  try {
    // Browsers send file names as raw UTF-8 (busboy's default would read them as latin1).
    parser = busboy({ headers: { 'content-type': contentType }, limits: LIMITS, defParamCharset: 'utf8' });
  } catch {
    return Promise.reject(invalid('Send the file as multipart/form-data.', 'INVALID_UPLOAD'));
  }
  const source = Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let handled: Promise<T> | null = null;
    let failure: unknown = null;
    let finished = false;

    const finish = async () => {
      if (finished) return;
      finished = true;
      let result: { ok: true; value: T } | { ok: false; error: unknown } | null = null;
      if (handled) {
        result = await handled.then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
      }
      if (failure) {
        if (result?.ok) await opts.discard(result.value).catch(() => {});
        reject(failure);
      } else if (!result) {
        reject(invalid('Choose one PDF file to upload.', 'NO_FILE'));
      } else if (!result.ok) {
        reject(result.error);
      } else {
        resolve({ fields, file: result.value });
      }
    };
    const stop = (err: unknown) => {
      if (failure || finished) return;
      failure = err;
      source.unpipe(parser);
      // Destroys the file stream in flight, so the store's put fails and keeps nothing.
      parser.destroy();
      void finish();
    };

    parser.on('field', (name, value, info) => {
      if (failure || finished) return;
      if (info.nameTruncated || info.valueTruncated) stop(invalid(`The field ${name} is too long.`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // busboy destroys a part stream it still holds when the parser is destroyed (stop()),
      // with an error: unheard, that error would crash the process. Every part gets a listener
      // before anything else; the consumer (handleFile's pipeline) adds its own.
      stream.on('error', ignore);
      // A part parsed from the same chunk after stop() (e.g. the file right behind an
      // over-long field): never handled, so nothing is opened for it.
      if (failure || finished) {
        stream.destroy();
        return;
      }
      if (name !== opts.fileField || handled) {
        stream.resume();
        stop(
          invalid(`Send the file in the "${opts.fileField}" field, one file at a time.`, 'TOO_MANY_FILES'),
        );
        return;
      }
      handled = opts.handleFile({ filename: info.filename ?? '', mimeType: info.mimeType, stream });
      handled.catch(stop);
    });
    parser.on('filesLimit', () => stop(invalid('Upload exactly one file at a time.', 'TOO_MANY_FILES')));
    parser.on('fieldsLimit', () => stop(invalid('The upload has too many fields.')));
    parser.on('partsLimit', () => stop(invalid('The upload has too many parts.')));
    parser.on('error', () => stop(invalid('The upload could not be read.', 'INVALID_UPLOAD')));
    parser.on('close', () => void finish());
    source.on('error', () => stop(invalid('The upload was interrupted.', 'INVALID_UPLOAD')));
    source.pipe(parser);
  });
}
