import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { zonedToday } from '@flame/shared';
import { downloadGuestsCsv, useGuests } from '../../../api/guests';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { GuestList } from '../guests/guest-list';
import { DownloadCsvButton } from '../reports/report-card';
import { GuestPanel } from '../guests/guest-panel';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { SearchField } from '../ui/search-field';
import { AdminSection } from '../ui/admin-section';
import { SectionQuery } from '../ui/section-query';

export const head: HeadFunction = () => ({ title: pageTitle('Guests · Admin Dashboard') });

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The guest book: every guest met through an account, an order, a booking, a catering request or a message,
 * found by name, email, phone or tag; a guest opens in a side sheet, named in the address (`?guest=`) so a reload
 * or a shared link opens it again. 'Export' downloads the guests the search finds (every guest without one) as
 * CSV.
 */
export default function GuestsSection() {
  const restaurant = useOwnedRestaurant();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(search.trim());
  const guests = useGuests(query);
  const openId = params.get('guest');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminSection
      title="Guests"
      description="Everyone who ordered, booked a table, asked for catering or wrote to you, one entry per person."
      maxWidth="4xl"
      actions={
        <DownloadCsvButton
          text="Export"
          label={query ? 'the guests this search finds' : 'every guest'}
          download={() => downloadGuestsCsv(query, zonedToday(new Date(), restaurant.timeZone))}
        />
      }
    >
      <div className="mb-5">
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setParam('q', value.trim() || null);
          }}
          label="Search guests"
          placeholder="Name, email, phone or tag"
        />
      </div>
      <SectionQuery
        query={guests}
        failureTitle="Could not load the guests"
        skeleton={
          <Skeleton label="Loading guests...">
            <div className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className={`${skeletonBlockClass} h-24`} />
              ))}
            </div>
          </Skeleton>
        }
      >
        {(list) => (
          <div className={guests.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <GuestList guests={list} timeZone={restaurant.timeZone} onOpen={(id) => setParam('guest', id)} />
          </div>
        )}
      </SectionQuery>
      <GuestPanel guestId={openId} timeZone={restaurant.timeZone} onClose={() => setParam('guest', null)} />
    </AdminSection>
  );
}
