import { HALF_HOUR_SLOTS } from '@flame/shared';

/** The half-hour times of a day as a select's options; as a closing time, 12:00 AM reads as midnight. */
export function HalfHourOptions({ closing = false }: { closing?: boolean }) {
  return HALF_HOUR_SLOTS.map((slot) => (
    <option key={slot} value={slot}>
      {closing && slot === '12:00 AM' ? '12:00 AM (midnight)' : slot}
    </option>
  ));
}
