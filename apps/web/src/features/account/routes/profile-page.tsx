import { useAuth } from '../../../lib/auth/auth-context';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AccountActions } from '../components/account-actions';
import { ChangePassword } from '../components/change-password';
import { EmailPreferences } from '../components/email-preferences';
import { OrderStatisticsCard } from '../components/order-statistics-card';
import { PersonalInformation } from '../components/personal-information';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { SavedAddresses } from '../components/saved-addresses';
import { SignedOutNotice } from '../components/signed-out-notice';

export const head: HeadFunction = () => ({ title: pageTitle('Your Profile') });

/** Profile: personal information, saved addresses, order statistics and account actions. */
export default function ProfilePage() {
  const { user, status } = useAuth();

  if (status === 'signed-out' || (status === 'signed-in' && !user)) {
    return <SignedOutNotice heading="Your Profile" returnTo="/profile" />;
  }

  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="font-display text-4xl font-bold text-stone-900">Your Profile</h1>
      <div className="mt-8">
        {status === 'unknown' || !user ? (
          <ProfileSkeleton />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <PersonalInformation user={user} />
              <SavedAddresses />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <OrderStatisticsCard />
              <EmailPreferences />
              <ChangePassword user={user} />
              <AccountActions user={user} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
