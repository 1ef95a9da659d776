import { OIDC_ERROR_MESSAGES, type OidcErrorCode } from '@flame/shared';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';

const isOidcError = (code: string | null): code is OidcErrorCode =>
  code !== null && Object.hasOwn(OIDC_ERROR_MESSAGES, code);

/** Why the last 'Continue with Google' came back to this page (`?error=…` set by the API's callback). */
export function OidcErrorBanner() {
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!isOidcError(code)) return null;
  return (
    <Banner tone="error" title="Login failed">
      {OIDC_ERROR_MESSAGES[code]}
    </Banner>
  );
}
