import type { User } from '@flame/shared';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useRestaurantId } from '../../../api/restaurant';
import { ProfileCard } from './profile-card';

/**
 * 'Account Actions': 'Admin Dashboard' for the owner only, 'Log Out', and 'Log out everywhere' (every device
 * of the account), which asks first; once done, the signed-out profile says 'Signed out on all devices'.
 */
export function AccountActions({ user }: { user: User }) {
  const { logout, logoutEverywhere } = useAuth();
  const [everywhereFailed, setEverywhereFailed] = useState(false);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const isAdmin = user.role === 'admin';
  const restaurantId = useRestaurantId(isAdmin).data;

  return (
    <ProfileCard id="account-actions" title="Account Actions" icon={Settings}>
      <div className="flex flex-col gap-3">
        {isAdmin && restaurantId && (
          <ButtonLink to={paths.adminDashboard.href(restaurantId)} variant="secondary" className="w-full">
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Admin Dashboard
          </ButtonLink>
        )}
        <Button
          className="w-full"
          busy={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            void navigate(paths.home.href(), { replace: true });
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {leaving ? 'Logging out...' : 'Log Out'}
        </Button>
        <Button variant="secondary" className="w-full" busy={leaving} onClick={() => setAsking(true)}>
          <LogOut aria-hidden="true" className="size-4" />
          Log out everywhere
        </Button>
        <ConfirmDialog
          open={asking}
          title="Log out everywhere?"
          confirmLabel="Log out everywhere"
          busyLabel="Logging out..."
          dismissLabel="Stay signed in"
          busy={leaving}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            setLeaving(true);
            setEverywhereFailed(false);
            try {
              // The signed-out profile that follows says 'Signed out on all devices'.
              await logoutEverywhere();
            } catch {
              setEverywhereFailed(true);
              setLeaving(false);
              setAsking(false);
            }
          }}
        >
          <p>Every phone, tablet and computer signed in to your account will be signed out, this one too.</p>
        </ConfirmDialog>
        {everywhereFailed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            Could not log out everywhere. Please try again.
          </p>
        )}
      </div>
    </ProfileCard>
  );
}
