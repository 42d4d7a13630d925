// pdfjs-dist ships no types for its worker module; only its presence matters (see pdfjs-loader.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
