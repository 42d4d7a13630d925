import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

/** Brand mark; its accessible name is exactly "LeaseAudit". */
export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <ShieldCheck aria-hidden="true" className="size-7 text-blue-700" />
      <span>
        Lease<span className="text-blue-700">Audit</span>
      </span>
    </Link>
  );
}
