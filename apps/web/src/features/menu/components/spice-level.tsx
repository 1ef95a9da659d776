import { SPICE_LEVEL_MAX } from '@flame/shared';
import { IconRow } from '../../../components/ui/icon-row';

/** 'Spice level 3 of 5' or 'Not spicy'. */
export function spiceLabel(level: number): string {
  return level > 0 ? `Spice level ${level} of ${SPICE_LEVEL_MAX}` : 'Not spicy';
}

/** Flames for the spice level (0 to 5), read as one image by screen readers. Level 0 shows nothing unless `showMild`. */
export function SpiceLevel({
  level,
  showMild = false,
  className = '',
}: {
  level: number;
  showMild?: boolean;
  className?: string;
}) {
  const value = Math.min(SPICE_LEVEL_MAX, Math.max(0, Math.round(level)));
  if (value === 0) {
    return showMild ? <span className={`text-sm text-stone-600 ${className}`.trim()}>Not spicy</span> : null;
  }
  return (
    <span
      role="img"
      aria-label={spiceLabel(value)}
      title={spiceLabel(value)}
      className={`inline-flex items-center ${className}`.trim()}
    >
      {/* One flame is Tailwind's size-4; the flames touch. */}
      <IconRow kind="flame" count={SPICE_LEVEL_MAX} sizeRem={1} gapRem={0} filledRem={value} />
    </span>
  );
}
