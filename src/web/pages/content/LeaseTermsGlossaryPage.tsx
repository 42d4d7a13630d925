import { Link } from 'react-router';
import { ArticleLayout } from './ArticleLayout';
import { PANEL_CLASSES } from './content-styles';
import { GLOSSARY_TERMS, type GlossaryTerm } from './glossary-terms';

// Sorted once at load, the same way on the server and in the browser (no render-time work).
const compareTerms = (a: GlossaryTerm, b: GlossaryTerm) =>
  a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });
const SORTED = [...GLOSSARY_TERMS].sort(compareTerms);
const TERM_BY_ID = new Map(SORTED.map((t) => [t.id, t]));

/** Entries grouped under their first letter, letters in order. */
const GROUPS: readonly { letter: string; terms: readonly GlossaryTerm[] }[] = (() => {
  const byLetter = new Map<string, GlossaryTerm[]>();
  for (const term of SORTED) {
    const letter = term.term[0]!.toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return [...byLetter].map(([letter, terms]) => ({ letter, terms }));
})();

const letterId = (letter: string) => `letter-${letter.toLowerCase()}`;

/** Commercial Lease Terms Glossary (spec 2.16): every term is linkable by its id. */
export function LeaseTermsGlossaryPage() {
  return (
    <ArticleLayout
      title="Commercial Lease Terms Glossary"
      subtitle={`Plain-English definitions of ${SORTED.length} terms small-business tenants meet in commercial leases and year-end reconciliations.`}
      navigation={<LetterNav />}
    >
      <p>
        Commercial leases use a vocabulary of their own, and the words that look harmless (denominator,
        gross-up, cumulative) are often the ones that decide how much you pay each year. Use this glossary
        alongside your lease: when a term appears in your operating expense clause or your reconciliation
        statement, look it up here, then check how your lease defines it, because the lease's own definition
        always wins. For the full picture of how the charges fit together, read our{' '}
        <Link to="/ticam-guide">TICAM and Triple Net Lease Guide</Link>. These definitions are general
        information, not legal advice.
      </p>
      {GROUPS.map((group) => (
        <section key={group.letter}>
          <h2 id={letterId(group.letter)}>{group.letter}</h2>
          <dl className="mt-4 space-y-6">
            {group.terms.map((term) => (
              <div key={term.id}>
                <dt id={term.id} className="text-lg font-semibold text-slate-900">
                  {term.term}
                </dt>
                <dd className="mt-1">
                  {term.definition}
                  {term.seeAlso && term.seeAlso.length > 0 ? <SeeAlso ids={term.seeAlso} /> : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ArticleLayout>
  );
}

function SeeAlso({ ids }: { ids: readonly string[] }) {
  const related = ids.flatMap((id) => TERM_BY_ID.get(id) ?? []);
  return (
    <span className="mt-1 block text-sm">
      See also:{' '}
      {related.map((term, index) => (
        <span key={term.id}>
          {index > 0 ? ', ' : null}
          <a href={`#${term.id}`}>{term.term}</a>
        </span>
      ))}
    </span>
  );
}

/** A-Z jump links, only for letters that have entries (a dead letter would be a dead link). */
function LetterNav() {
  return (
    <nav aria-label="Glossary letters" className={`mb-8 ${PANEL_CLASSES}`}>
      <p className="text-sm font-semibold text-slate-900">Jump to a letter</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {GROUPS.map(({ letter }) => (
          <li key={letter}>
            <a
              href={`#${letterId(letter)}`}
              className="flex size-10 items-center justify-center rounded-md border border-slate-300 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
