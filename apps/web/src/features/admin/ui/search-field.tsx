import { SearchBox } from '../../../components/ui/search-box';

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
    <SearchBox
      value={value}
      onChange={onChange}
      label={label}
      placeholder={placeholder}
      className="w-full sm:max-w-sm"
    />
  );
}
