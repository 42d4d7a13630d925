/**
 * Class names shared by <button>s and button-looking <Link>s, so both stay identical.
 * Blue-700 with white text keeps WCAG AA contrast.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed';

export const buttonStyles = {
  primary: `${base} bg-blue-700 px-4 py-2 text-sm text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-700`,
  secondary: `${base} border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 hover:bg-slate-100 disabled:text-slate-500`,
  ghost: `${base} px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 hover:text-slate-900`,
  large: `${base} px-6 py-4 text-base`,
} as const;
