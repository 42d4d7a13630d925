/*
 * Typography for the long-form pages (articles, legal pages). The app has no typography
 * plugin, so the body text is plain semantic HTML styled from its wrapper: writers add
 * <h2>, <p>, <ul>, <a> and never repeat class names. Colours keep WCAG AA on white
 * (slate-700 text, blue-700 links) and every link shows a focus ring.
 */
export const PROSE_CLASSES = [
  'min-w-0 break-words text-base leading-7 text-slate-700 [&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-blue-800 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-blue-700',
].join(' ');

/** White panel the long-form text sits on (same card look as the app's other screens). */
export const PANEL_CLASSES = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

/** Stand-alone text link outside the prose wrapper (cards, back links, tables of contents). */
export const LINK_CLASSES =
  'rounded-sm font-medium text-blue-700 underline-offset-2 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
