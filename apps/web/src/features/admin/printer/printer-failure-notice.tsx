import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { paths } from '../../../config/paths';
import { usePrinterStatus } from '../../../api/printer';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { ticketCount } from './printer-texts';

/**
 * Above the pickups board while the kitchen printer fails: what went wrong and how many tickets wait. It stays
 * until they print; nothing shows while printing goes well or no printer is set up.
 */
export function PrinterFailureNotice() {
  const restaurant = useOwnedRestaurant();
  const { data: status } = usePrinterStatus(restaurant._id);
  if (!status?.host || !status.lastError) return null;
  return (
    <Banner tone="error" title="The kitchen printer is not printing" className="mb-6">
      <span className="block">{status.lastError}</span>
      {ticketCount(status.queued)} waiting: they print as soon as the printer answers.{' '}
      <Link to={paths.adminDashboard.href(restaurant._id, 'settings')} className="font-semibold underline">
        Printer settings
      </Link>
    </Banner>
  );
}
