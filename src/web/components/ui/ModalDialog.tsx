import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal on the native <dialog> (see useModalDialog): open while `open` is true, named
 * by the heading `labelledBy`. Children are mounted by the caller only while open, so each
 * opening starts fresh.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose(): void;
  labelledBy: string;
  children: ReactNode;
}) {
  const { ref, onCancel } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {children}
    </dialog>
  );
}
