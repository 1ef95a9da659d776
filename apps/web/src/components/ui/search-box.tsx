import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';

/**
 * The one search field of the site (the menu, deals and every list of the dashboard): a visually hidden label, a
 * search icon and its own clear button once something is typed, in place of the browser's.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel = 'Clear search',
  className = '',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  clearLabel?: string;
  className?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div role="search" className={`relative ${className}`.trim()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="block h-12 w-full rounded-full border border-stone-300 bg-white pr-12 pl-12 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-focus focus:outline-2 focus:outline-offset-0 focus:outline-focus [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
