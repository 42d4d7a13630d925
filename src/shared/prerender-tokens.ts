/**
 * Pages are rendered at build time, when the deployment's settings are not known yet.
 * The renderer writes these tokens where the settings appear; the server replaces them
 * with the real values once at start (src/server/web/) and hands the same values to the
 * browser, so the hydrating app renders exactly the HTML it was given.
 */
export const CONFIG_TOKENS = {
  supportEmail: '__LEASEAUDIT_SUPPORT_EMAIL__',
  appUrl: '__LEASEAUDIT_APP_URL__',
} as const;

/**
 * id of the `<script type="application/json">` block holding the public settings the
 * server writes into every HTML page (a data block, so the CSP needs no inline script).
 */
export const CONFIG_ELEMENT_ID = 'app-config';

/** Marker in index.html's <head> where the server writes the settings block. */
export const CONFIG_SCRIPT_MARKER = '<!--app-config-->';
/** Marker in index.html's <head> where the build writes each page's title and meta tags. */
export const HEAD_MARKER = '<!--app-head-->';
/** Marker inside <div id="root"> where the build writes each page's HTML. */
export const ROOT_MARKER = '<!--app-root-->';
