import { Search } from 'lucide-react';
import { fieldControlClass } from '../../../components/ui/field';

/** The search box of a list section (menu, team, tables): filters as the owner types. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Read by screen readers, e.g. 'Search menu items'. */
  label: string;
  placeholder: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControlClass} pl-9`}
      />
    </div>
  );
}
