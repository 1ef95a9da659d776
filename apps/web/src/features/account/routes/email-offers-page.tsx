import { MARKETING_CONSENT_TEXTS } from '@flame/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useMarketingOptOut } from '../../../api/mail-preferences';

export const head: HeadFunction = () => ({
  title: pageTitle('Offers and news'),
  description: 'Stop the offers and news emails from the restaurant.',
});

/**
 * Every email's 'Stop offers and news' link: opening it withdraws the address's marketing consent at once and
 * says so. Stopping marketing email is the safe direction, so no confirmation is asked; the API's GET of the
 * same token changes nothing, for link scanners that only fetch the address.
 */
export default function EmailOffersPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const optOut = useMarketingOptOut(token);
  const sent = useRef(false);
  const { mutate } = optOut;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="email-offers-title"
        className="flex w-full max-w-lg flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="email-offers-title" className="font-display text-3xl font-bold text-stone-900">
          Offers and news
        </h1>
        {!token || optOut.isError ? (
          <Banner tone="error" title="This link does not work">
            {token ? errorMessage(optOut.error) : MARKETING_CONSENT_TEXTS.invalidLink}
          </Banner>
        ) : optOut.isSuccess ? (
          <Banner tone="success" title={MARKETING_CONSENT_TEXTS.withdrawn}>
            {optOut.data.email} is off our offers and news emails. Order and booking emails still arrive; you
            can agree again in your profile.
          </Banner>
        ) : (
          <p className="text-stone-600" role="status">
            Stopping offers and news...
          </p>
        )}
        <ButtonLink to={paths.home.href()} size="lg" variant="secondary">
          Back to the restaurant
        </ButtonLink>
      </section>
    </div>
  );
}
