import { ordinal, quotedWaitText, telHref, WAITLIST_TEXTS, type WaitlistGuestView } from '@flame/shared';
import { BellRing, Clock, Users, type LucideIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { useWaitlistGuestView } from '../../../api/waitlist';
import { errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({
  title: pageTitle('Your place in line'),
  description: 'Your place on the waitlist, live.',
});

/** One thing the host told the guest, with its icon. */
function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <p className="flex items-center gap-2 rounded-card bg-cream-50 p-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-stone-600" />
      <span>
        <span className="block text-sm text-stone-600">{label}</span>
        <span className="block font-semibold whitespace-nowrap">{value}</span>
      </span>
    </p>
  );
}

/** Where the guest stands while waiting: their place, party and the wait the host quoted. */
function Waiting({ view }: { view: WaitlistGuestView }) {
  return (
    <>
      <p className="text-center">
        <span className="block text-sm font-semibold tracking-wide text-stone-600 uppercase">
          Your place in line
        </span>
        <span className="font-display text-6xl font-bold text-brand-700" data-testid="place-in-line">
          {view.placeInLine === null ? '-' : ordinal(view.placeInLine)}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3 text-stone-800">
        <Fact icon={Clock} label="Quoted wait" value={quotedWaitText(view.quotedMinutes)} />
        <Fact
          icon={Users}
          label="Party"
          value={view.partySize === 1 ? '1 guest' : `${view.partySize} guests`}
        />
      </div>
      <p className="text-center text-stone-700">
        Keep this page open: it changes the moment your table is ready.
      </p>
    </>
  );
}

function Ready() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-card bg-emerald-50 p-6 text-center text-emerald-900 ring-2 ring-emerald-600"
    >
      <BellRing aria-hidden="true" className="size-10" />
      <p className="font-display text-3xl font-bold">{WAITLIST_TEXTS.ready}</p>
      <p>{WAITLIST_TEXTS.readyDetail}</p>
    </div>
  );
}

/**
 * A walk-in's page, opened by the signed link the host gave them: their place in line and the quoted wait,
 * live; 'Your table is ready' the moment the host taps Notify; seated and left say so; a bad link says it
 * does not work.
 */
export default function WaitlistPage() {
  const token = useParams().token ?? '';
  const entry = useWaitlistGuestView(token);
  const view = entry.data;

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="waitlist-title"
        className="flex w-full max-w-lg flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="waitlist-title" className="font-display text-3xl font-bold text-stone-900">
          {view ? `Hi ${view.name}` : 'Your place in line'}
        </h1>
        {!token || entry.isError ? (
          <Banner tone="error" title="This link does not work">
            {token ? errorMessage(entry.error) : WAITLIST_TEXTS.invalid}
          </Banner>
        ) : !view ? (
          <p className="text-stone-600" role="status">
            Loading your place in line...
          </p>
        ) : (
          <>
            <p className="text-stone-700">You are on the waitlist at {view.restaurant.name}.</p>
            {view.status === 'waiting' && <Waiting view={view} />}
            {view.status === 'notified' && <Ready />}
            {view.status === 'seated' && (
              <Banner tone="success" title="Seated">
                {WAITLIST_TEXTS.seated}
              </Banner>
            )}
            {view.status === 'left' && (
              <Banner tone="info" title="Off the waitlist">
                {WAITLIST_TEXTS.left}
              </Banner>
            )}
            {(view.status === 'waiting' || view.status === 'notified') && (
              <LiveIndicator state={entry.live} />
            )}
            <p className="text-sm text-stone-600">
              Questions? Call us at{' '}
              <a className="font-semibold underline" href={telHref(view.restaurant.phone)}>
                {view.restaurant.phone}
              </a>
              .
            </p>
          </>
        )}
      </section>
    </div>
  );
}
