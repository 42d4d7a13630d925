import { ExternalLink } from 'lucide-react';
import type { EvidenceDto, ReviewDocumentDto } from '../../../shared/contracts/review';
import { textLinkClasses } from '../auth/text-link-styles';

/** Each quote with its file and page; the page link opens the PDF there in a new tab. */
export function EvidenceList({
  evidence,
  documents,
}: {
  evidence: EvidenceDto[];
  documents: ReviewDocumentDto[];
}) {
  if (!evidence.length) return null;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-semibold text-slate-900">Evidence</h5>
      <ul className="mt-1 space-y-2">
        {evidence.map((e) => {
          const doc = documents.find((d) => d.title === e.file);
          return (
            <li key={`${e.file}:${e.page}:${e.quote}`} className="text-sm">
              <blockquote className="border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-slate-800 break-words">
                “{e.quote}”
              </blockquote>
              <p className="mt-1 text-slate-700">
                {doc ? (
                  <a
                    href={`${doc.view_url}#page=${e.page}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${textLinkClasses} inline-flex items-center gap-1`}
                  >
                    {e.file}, page {e.page}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  `${e.file}, page ${e.page}`
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
