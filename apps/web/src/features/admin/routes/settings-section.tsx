import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { RestaurantAddressForm } from '../settings/restaurant-address-form';
import { BackupsCard } from '../settings/backups-card';
import { EmailStatus } from '../settings/email-status';
import { OpeningHoursForm } from '../settings/opening-hours-form';
import { OrderSoundSetting } from '../settings/order-sound-setting';
import { PrinterCard } from '../printer/printer-card';
import { EscalationForm } from '../service/escalation-form';
import { OrderingRulesForm } from '../service/ordering-rules-form';
import { SpecialDaysCard } from '../service/special-days-card';
import { WeeklyHoursDecisions } from '../service/weekly-hours-decisions';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Settings · Admin Dashboard') });

/**
 * Settings: weekly opening hours (with the bookings new hours leave out) and the address with its map, each saved
 * on its own; the ordering rules and what happens while a new order waits or no dashboard is open; the new-order
 * chime (kept per browser); how email leaves; the backups.
 */
export default function SettingsSection() {
  const restaurant = useOwnedRestaurant();
  return (
    <AdminSection
      title="Settings"
      description="When you are open, where guests find you, and how new orders reach you."
      maxWidth="4xl"
    >
      <div className="flex flex-col gap-8">
        <OpeningHoursForm restaurant={restaurant} />
        <WeeklyHoursDecisions />
        <SpecialDaysCard />
        <OrderingRulesForm restaurant={restaurant} />
        <EscalationForm restaurant={restaurant} />
        <RestaurantAddressForm restaurant={restaurant} />
        <OrderSoundSetting />
        <PrinterCard />
        <EmailStatus />
        <BackupsCard />
      </div>
    </AdminSection>
  );
}
