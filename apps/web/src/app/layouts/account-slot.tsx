import { avatarInitial } from '@flame/shared';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth, type AuthStatus } from '../../lib/auth/auth-context';

const AVATAR_WIDTH = 'w-10';
const LOG_IN_WIDTH = 'w-[5.25rem]';
/** While the status is unknown, a stored session gives the avatar's width and hides 'Log in'. */
const SESSION_NARROWS = '[html[data-session]_&]:w-10';
const SESSION_HIDES = '[html[data-session]_&]:invisible';

function slotWidth(status: AuthStatus): string {
  if (status === 'signed-in') return AVATAR_WIDTH;
  if (status === 'signed-out') return LOG_IN_WIDTH;
  return `${LOG_IN_WIDTH} ${SESSION_NARROWS}`;
}

/**
 * 'Log in' or the signed-in user's round avatar. The server always renders `status: 'unknown'`, which shows
 * the same 'Log in' markup as signed out, so hydration matches. In the header bar (`layout="bar"`) the slot has
 * the size of what it will hold before the status is known, so nothing moves when it is: 'Log in' wide, or the
 * avatar's width when a session is stored (`data-session` on <html>, set by index.html before the first paint).
 * In the mobile panel the avatar is labelled 'Profile'.
 */
export function AccountSlot({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { user, status } = useAuth();
  const signedIn = status === 'signed-in' && user !== null;

  if (layout === 'bar') {
    return (
      <div className={`flex h-10 shrink-0 items-center justify-end ${slotWidth(status)}`}>
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
          <ButtonLink
            to={paths.login.href()}
            size="sm"
            onClick={onNavigate}
            className={status === 'unknown' ? SESSION_HIDES : ''}
          >
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
