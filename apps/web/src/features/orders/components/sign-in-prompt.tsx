import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { SignOutNotice } from '../../../components/sign-out-notice';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PageMessage } from '../../../components/ui/page-message';

/** What a visitor sees on a page that needs an account: the page's own message and a 'Log In' link that comes back. */
export function SignInPrompt({ message, title = 'Log in required' }: { message: string; title?: string }) {
  const location = useLocation();
  return (
    <PageMessage
      icon={LogIn}
      title={title}
      actions={<ButtonLink to={paths.login.href(location.pathname)}>Log In</ButtonLink>}
    >
      <SignOutNotice className="mb-3 text-left" />
      <p>{message}</p>
    </PageMessage>
  );
}
