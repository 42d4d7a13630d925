/**
 * `npm run build`: the browser bundle (vite), then the public pages rendered to HTML.
 *
 * 1. vite builds the SPA into dist/web (or --outDir), with a manifest of its chunks.
 * 2. vite builds src/web/entry-server.tsx for Node into dist/ssr.
 * 3. Each page of shared/public-pages.ts is rendered to HTML, given its own head (title,
 *    description, canonical, Open Graph) and modulepreload links for its page chunk, and
 *    written to <outDir>/prerendered.json, which the server reads at start.
 *
 * Deployment settings are placeholders here (shared/prerender-tokens.ts); the server fills them.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { headTags } from '../src/shared/head-tags';
import { CONFIG_TOKENS, HEAD_MARKER, ROOT_MARKER } from '../src/shared/prerender-tokens';
import { PUBLIC_PAGES } from '../src/shared/public-pages';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_ROOT = path.join(ROOT, 'src/web');
const argOutDir = process.argv.indexOf('--outDir');
const outDir = path.resolve(argOutDir > 0 ? process.argv[argOutDir + 1]! : path.join(ROOT, 'dist/web'));
// One folder per output, so two builds into different folders do not clash.
const ssrDir = path.join(ROOT, 'dist', `ssr-${path.basename(outDir)}`, 'server');
const configFile = path.join(ROOT, 'vite.config.ts');

/** Source module of each pre-rendered page (as in src/web/routes.tsx), to preload its chunk. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'pages/LandingPage.tsx',
  '/help': 'pages/content/HelpPage.tsx',
  '/careers': 'pages/content/CareersPage.tsx',
  '/terms': 'pages/content/TermsPage.tsx',
  '/privacy': 'pages/content/PrivacyPage.tsx',
  '/contact': 'pages/ContactPage.tsx',
  '/ticam-guide': 'pages/content/TicamGuidePage.tsx',
  '/lease-terms-glossary': 'pages/content/LeaseTermsGlossaryPage.tsx',
  '/negotiation-tips': 'pages/content/NegotiationTipsPage.tsx',
};

export interface PrerenderedManifest {
  builtAt: string;
  pages: Record<string, string>;
}

/** The page chunk and the shared chunks it imports (not the entry, which the page loads anyway). */
function preloadLinks(manifest: Manifest, source: string, template: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  if (!manifest[source]) throw new Error(`no chunk for ${source} in the vite manifest`);
  visit(source);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

async function main() {
  const logLevel = 'warn';
  await build({ configFile, logLevel, build: { outDir, emptyOutDir: true, manifest: true } });
  await build({
    configFile,
    logLevel,
    build: {
      ssr: path.join(WEB_ROOT, 'entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });

  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    renderPage(pathname: string): Promise<string>;
  };

  const pages: Record<string, string> = {};
  for (const page of PUBLIC_PAGES) {
    const source = PAGE_MODULES[page.path];
    if (!source) throw new Error(`PAGE_MODULES has no source module for ${page.path}`);
    const body = await renderPage(page.path);
    const head = `${headTags(page, CONFIG_TOKENS.appUrl)}\n    ${preloadLinks(manifest, source, template)}`;
    pages[page.path] = template.replace(HEAD_MARKER, head).replace(ROOT_MARKER, body);
  }
  const result: PrerenderedManifest = { builtAt: new Date().toISOString(), pages };
  writeFileSync(path.join(outDir, 'prerendered.json'), JSON.stringify(result));
  // The manifest served nothing the browser needs.
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  rmSync(path.dirname(ssrDir), { recursive: true, force: true });
  console.log(`built ${outDir}: ${Object.keys(pages).length} pre-rendered pages`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
