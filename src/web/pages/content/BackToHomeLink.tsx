import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LINK_CLASSES } from './content-styles';

/** The articles' 'Back to Home' link (spec 2.16), above the heading. */
export function BackToHomeLink() {
  return (
    <Link to="/" className={`mb-6 inline-flex items-center gap-1 text-sm ${LINK_CLASSES}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  );
}
