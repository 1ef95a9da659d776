import { avatarInitial } from '@flame/shared';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * 'Log in' or the signed-in user's round avatar. The server always renders `status: 'unknown'`, which shows
 * the same 'Log in' markup as signed out, so hydration matches. In the header bar (`layout="bar"`) the slot has
 * a fixed size so nothing moves when the status is known; in the mobile panel the avatar is labelled 'Profile'.
 */
export function AccountSlot({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { user, status } = useAuth();
  const signedIn = status === 'signed-in' && user !== null;

  if (layout === 'bar') {
    return (
      <div className="flex h-10 w-[5.25rem] shrink-0 items-center justify-end">
        {signedIn ? (
          <Link
            to={paths.profile.href()}
            title={user.name}
            onClick={onNavigate}
            className="grid size-10 place-items-center rounded-full bg-brand-600 font-display text-lg font-bold text-white ring-2 ring-brand-100 transition-colors hover:bg-brand-700"
          >
            <span aria-hidden="true">{avatarInitial(user.name)}</span>
            {/* Named by text, not aria-label: the initial is a picture of the person, not a label to speak. */}
            <span className="sr-only">Profile</span>
          </Link>
        ) : (
          <ButtonLink to={paths.login.href()} size="sm" onClick={onNavigate}>
            Log in
          </ButtonLink>
        )}
      </div>
    );
  }

  return signedIn ? (
    <Link
      to={paths.profile.href()}
      onClick={onNavigate}
      className="flex items-center gap-3 rounded-card px-3 py-2 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-700"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-display text-lg font-bold text-white"
      >
        {avatarInitial(user.name)}
      </span>
      Profile
    </Link>
  ) : (
    <ButtonLink to={paths.login.href()} className="w-full" onClick={onNavigate}>
      Log in
    </ButtonLink>
  );
}
