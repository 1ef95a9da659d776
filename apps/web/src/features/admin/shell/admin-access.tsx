import { Lock, LogIn, SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { paths } from '../../../config/paths';

/** Signed out: the dashboard asks to log in and comes back here after. */
export function AdminSignedOut() {
  const location = useLocation();
  return (
    <PageMessage
      icon={LogIn}
      title="Admin Dashboard"
      headingLevel={1}
      actions={<ButtonLink to={paths.login.href(location.pathname)}>Log In</ButtonLink>}
    >
      Please log in with the owner&apos;s account to open the dashboard.
    </PageMessage>
  );
}

/** A customer, or an admin who does not own this restaurant. */
export function AdminForbidden() {
  return (
    <PageMessage
      icon={Lock}
      title="Owners only"
      headingLevel={1}
      actions={<ButtonLink to={paths.home.href()}>Back to the site</ButtonLink>}
    >
      Only the restaurant owner can open the admin dashboard.
    </PageMessage>
  );
}

/** The address names another restaurant than the one the owner runs. */
export function AdminWrongRestaurant({ restaurantId }: { restaurantId: string }) {
  return (
    <PageMessage
      icon={SearchX}
      title="Restaurant Not Found"
      headingLevel={1}
      actions={<ButtonLink to={paths.adminDashboard.href(restaurantId)}>Open your dashboard</ButtonLink>}
    >
      This dashboard address does not belong to your restaurant.
    </PageMessage>
  );
}
