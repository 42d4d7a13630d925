import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
}

const CONTROL_CLASSES =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 aria-invalid:border-red-600';

/**
 * Label, control, hint and validation error, with the hint and error tied to the control
 * for assistive tech. `control` receives the id and ARIA attributes to spread.
 */
function Field({
  label,
  hint,
  error,
  id,
  className,
  control,
}: FieldProps & {
  id?: string;
  className: string;
  control(aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Labelled input whose hint and validation error are tied to it for assistive tech. */
export function TextField({
  label,
  hint,
  error,
  id,
  className = '',
  ...inputProps
}: FieldProps & ComponentProps<'input'>) {
  return (
    <Field
      {...{ label, hint, error, id, className }}
      control={(aria) => <input {...aria} className={CONTROL_CLASSES} {...inputProps} />}
    />
  );
}

/** The same for a multi-line text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className = '',
  ...textareaProps
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field
      {...{ label, hint, error, id, className }}
      control={(aria) => <textarea {...aria} className={`${CONTROL_CLASSES} resize-y`} {...textareaProps} />}
    />
  );
}

/** The same for a choice from a list (the options are the children). */
export function SelectField({
  label,
  hint,
  error,
  id,
  className = '',
  children,
  ...selectProps
}: FieldProps & ComponentProps<'select'>) {
  return (
    <Field
      {...{ label, hint, error, id, className }}
      control={(aria) => (
        <select {...aria} className={CONTROL_CLASSES} {...selectProps}>
          {children}
        </select>
      )}
    />
  );
}
