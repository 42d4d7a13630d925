import { type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * A native <dialog> opened with showModal while `open` is true: the browser then traps
 * focus, makes the page inert and returns focus on close. Escape fires `cancel`, which is
 * turned into `onClose` so React stays the owner of `open`. Spread the result on the dialog.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
