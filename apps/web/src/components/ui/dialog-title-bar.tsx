import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** The title and close icon at the top of a modal or drawer; `titleId` labels the dialog. */
export function DialogTitleBar({
  titleId,
  title,
  onClose,
  closeLabel,
  className,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  className: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <h2 id={titleId} className="font-display text-xl font-bold text-stone-900">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
