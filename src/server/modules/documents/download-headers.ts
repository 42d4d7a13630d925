/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(name: string): string {
  return `attachment; ${filenameParams(name)}`;
}

/** `inline` (shown in the browser's PDF viewer, e.g. at `#page=N`) with the same names. */
export function inline(name: string): string {
  return `inline; ${filenameParams(name)}`;
}

function filenameParams(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
