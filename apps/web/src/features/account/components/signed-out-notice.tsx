import { LogIn } from 'lucide-react';
import { SignOutNotice } from '../../../components/sign-out-notice';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** What a visitor sees on the account pages (the Profile heading, how this tab was signed out, the log-in prompt). */
export function SignedOutNotice({ heading, returnTo }: { heading: string; returnTo: string }) {
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold text-stone-900">{heading}</h1>
      <SignOutNotice className="mt-8 max-w-xl" />
      <div className="mt-8 flex max-w-xl flex-col items-start gap-4 rounded-card bg-white p-6 shadow-card">
        <p className="text-lg text-stone-700">Please log in to view your profile</p>
        <ButtonLink to={paths.login.href(returnTo)}>
          <LogIn aria-hidden="true" className="size-4" />
          Log In
        </ButtonLink>
      </div>
    </section>
  );
}
