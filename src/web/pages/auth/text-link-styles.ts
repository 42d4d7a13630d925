/** Inline link style with enough contrast on white and a visible focus ring. */
export const textLinkClasses =
  'font-medium text-blue-700 underline-offset-2 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 rounded-sm';
