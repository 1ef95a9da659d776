import { SIGNED_OUT_EVERYWHERE } from '@flame/shared';
import { useAuth } from '../lib/auth/auth-context';
import { Banner } from './ui/banner';

/**
 * On a signed-out page: how this tab was signed out, when it knows ('Signed out on all devices' after this
 * person's own 'Log out everywhere', or the server's reason: the password was changed on another device...).
 */
export function SignOutNotice({ className = '' }: { className?: string }) {
  const { signOutNotice } = useAuth();
  if (!signOutNotice) return null;
  return (
    <Banner tone={signOutNotice === SIGNED_OUT_EVERYWHERE ? 'success' : 'info'} className={className}>
      {signOutNotice}
    </Banner>
  );
}
