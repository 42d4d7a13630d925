import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/**
 * Shown when rendering a route throws. `standalone` is the outermost boundary, where
 * the app shell itself failed, so it brings its own <main>.
 */
export function RouterErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const detail = describe(error);
  const content = (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 break-words text-slate-700">{detail}</p> : null}
      {/* A full page load resets whatever state broke the render. */}
      <a href="/" className={`${buttonStyles.primary} mt-8`}>
        Go to the home page
      </a>
    </div>
  );
  if (!standalone) return content;
  return <main className="min-h-screen bg-slate-50">{content}</main>;
}
