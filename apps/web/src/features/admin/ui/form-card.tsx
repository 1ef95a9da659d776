import { Save } from 'lucide-react';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A dashboard form in a card: a heading, the fields, and a footer with 'Save Changes' ('Saving...' while it
 * goes, keeping the focus; disabled until something changed). A save that leaves nothing to change disables the
 * button, so the focus it held moves to the footer's 'All changes saved.' rather than falling to the page.
 */
export function FormCard({
  title,
  description,
  onSubmit,
  saving,
  dirty,
  children,
  footerNote,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  dirty: boolean;
  children: ReactNode;
  footerNote?: ReactNode;
}) {
  const headingId = `${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-title`;
  const saveButton = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const unavailable = !dirty && !saving;
  const wasUnavailable = useRef(unavailable);
  useEffect(() => {
    const justSaved = unavailable && !wasUnavailable.current;
    wasUnavailable.current = unavailable;
    const focused = document.activeElement;
    if (justSaved && (focused === saveButton.current || focused === document.body)) note.current?.focus();
  }, [unavailable]);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="border-b border-cream-200 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-cream-200 bg-cream-50 px-5 py-4 sm:px-6">
        <p
          ref={note}
          tabIndex={-1}
          className="rounded text-sm text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {footerNote ?? (dirty ? 'You have unsaved changes.' : 'All changes saved.')}
        </p>
        <Button
          ref={saveButton}
          type="submit"
          busy={saving}
          disabled={unavailable}
          className="w-full sm:w-auto"
        >
          <Save aria-hidden="true" className="size-4" />
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
