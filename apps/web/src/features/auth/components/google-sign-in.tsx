import { useAppConfig } from '../../../api/app-config';
import { OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

/** 'Continue with Google' and the 'or' rule, only when the server has a provider configured. */
export function GoogleSignIn({ redirectTo, disabled }: { redirectTo: string; disabled: boolean }) {
  const { data } = useAppConfig();
  if (!data?.googleSignIn) return null;
  return (
    <>
      <GoogleButton redirectTo={redirectTo} disabled={disabled} />
      <OrDivider />
    </>
  );
}
