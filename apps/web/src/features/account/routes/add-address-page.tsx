import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AddAddressForm } from '../components/add-address-form';
import { SignedOutNotice } from '../components/signed-out-notice';

export const head: HeadFunction = () => ({ title: pageTitle('Add New Address') });

/** Add New Address; a visitor sees the Profile heading and the log-in prompt. */
export default function AddAddressPage() {
  const { status } = useAuth();
  if (status === 'signed-out')
    return <SignedOutNotice heading="Profile" returnTo={paths.addAddress.href()} />;

  return (
    <section className="container-page py-10 sm:py-14">
      <Link
        to={paths.profile.href()}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to profile
      </Link>
      <h1 className="mt-3 font-display text-4xl font-bold text-stone-900">Add New Address</h1>
      <div className="mt-8 min-h-[32rem]">
        {status === 'unknown' ? (
          <Skeleton label="Loading...">
            <div className="grid gap-6 lg:grid-cols-2">
              <div className={`${skeletonBlockClass} h-80`} />
              <div className={`${skeletonBlockClass} h-[30rem]`} />
            </div>
          </Skeleton>
        ) : (
          <AddAddressForm />
        )}
      </div>
    </section>
  );
}
