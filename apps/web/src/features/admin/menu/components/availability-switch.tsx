import { Switch } from '../../../../components/ui/switch';

/**
 * The availability toggle of a dish card: a switch named after the dish. Its visible word is always 'Available'
 * and begins its name (a voice user says what they read); off reads as a grey track and the card's 'Hidden' badge.
 */
export function AvailabilitySwitch({
  dishName,
  checked,
  busy = false,
  onChange,
}: {
  dishName: string;
  checked: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch
      ariaLabel={`Available: ${dishName}`}
      onText="Available"
      offText="Available"
      checked={checked}
      busy={busy}
      onChange={onChange}
    />
  );
}
