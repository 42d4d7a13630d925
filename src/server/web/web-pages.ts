import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '../../shared/contracts/config';
import { escapeHtml, shellHeadTags } from '../../shared/head-tags';
import {
  CONFIG_ELEMENT_ID,
  CONFIG_SCRIPT_MARKER,
  CONFIG_TOKENS,
  HEAD_MARKER,
  ROOT_MARKER,
} from '../../shared/prerender-tokens';

/** The public settings the browser app reads (also GET /api/config). */
export type { PublicConfig } from '../../shared/contracts/config';

/** The HTML the server answers with: the pre-rendered public pages and the SPA shell. */
export interface WebPages {
  /** Pre-rendered HTML by path ('/', '/help', ...), settings filled in. */
  pages: ReadonlyMap<string, string>;
  /** index.html for every other path: the client renders it. */
  shell: string;
  builtAt: Date | null;
}

/** JSON inside <script type="application/json">: '<' escaped so no value can close the tag. */
const configBlock = (config: PublicConfig) =>
  `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

function fill(html: string, config: PublicConfig): string {
  return html
    .replaceAll(CONFIG_TOKENS.supportEmail, escapeHtml(config.supportEmail))
    .replaceAll(CONFIG_TOKENS.appUrl, escapeHtml(config.appUrl))
    .replace(HEAD_MARKER, shellHeadTags())
    .replace(ROOT_MARKER, '')
    .replace(CONFIG_SCRIPT_MARKER, configBlock(config));
}

/**
 * Reads the build (`npm run build`: index.html and prerendered.json) once at start and
 * fills in this deployment's settings. A build made by plain `vite build` has no
 * prerendered.json: every path then gets the shell and renders in the browser.
 */
export function loadWebPages(distDir: string, config: PublicConfig): WebPages {
  const shell = fill(readFileSync(path.join(distDir, 'index.html'), 'utf8'), config);
  const manifestPath = path.join(distDir, 'prerendered.json');
  if (!existsSync(manifestPath)) return { pages: new Map(), shell, builtAt: null };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    builtAt: string;
    pages: Record<string, string>;
  };
  const pages = new Map(Object.entries(manifest.pages).map(([p, html]) => [p, fill(html, config)]));
  return { pages, shell, builtAt: new Date(manifest.builtAt) };
}
