import { AlertCircle, CircleCheck, Info, type LucideIcon } from 'lucide-react';

type Message = { message: string | null | undefined };

/** One message box; the three kinds differ only in role, colours and icon. */
function MessageBox({
  message,
  role,
  tone,
  icon: Icon,
}: Message & { role: 'alert' | 'status'; tone: string; icon: LucideIcon }) {
  if (!message) return null;
  return (
    <div role={role} className={`flex items-start gap-2 rounded-md border p-3 text-sm ${tone}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** Red box for a failed action; shows the server's message verbatim (spec 8). */
export const ErrorAlert = ({ message }: Message) => (
  <MessageBox
    message={message}
    role="alert"
    tone="border-red-300 bg-red-50 text-red-800"
    icon={AlertCircle}
  />
);

/** Green confirmation, announced politely. */
export const SuccessMessage = ({ message }: Message) => (
  <MessageBox
    message={message}
    role="status"
    tone="border-green-300 bg-green-50 text-green-800"
    icon={CircleCheck}
  />
);

/** Neutral note (e.g. a cancelled checkout): nothing went wrong, the customer should know. */
export const InfoMessage = ({ message }: Message) => (
  <MessageBox
    message={message}
    role="status"
    tone="border-slate-300 bg-slate-50 text-slate-800"
    icon={Info}
  />
);
