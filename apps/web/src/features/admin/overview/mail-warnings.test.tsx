import type { MailHealth } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MailWarnings } from './mail-warnings';

const ZONE = 'America/Chicago';

function show(mail: MailHealth) {
  return render(
    <MemoryRouter>
      <MailWarnings mail={mail} restaurantId="r1" timeZone={ZONE} />
    </MemoryRouter>,
  );
}

describe('MailWarnings', () => {
  it('says the mail server cannot be reached, why, when it was checked, and counts the failed emails', () => {
    show({
      failed: 3,
      server: {
        reachable: false,
        checkedAt: '2031-11-03T01:50:00.000Z',
        error: 'connect ECONNREFUSED 10.0.0.5:587',
      },
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Your mail server cannot be reached');
    expect(alerts[0]).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    // 01:50 UTC is 7:50 PM in Chicago.
    expect(alerts[0]).toHaveTextContent('Checked at 7:50 PM. Emails wait and are sent once it answers.');
    expect(alerts[1]).toHaveTextContent('3 emails could not be sent');
    for (const link of screen.getAllByRole('link', { name: 'Settings → Email' }))
      expect(link).toHaveAttribute('href', '/admin-dashboard/r1/settings#email-status');
  });

  it('counts one failed email while the server answers, and shows nothing while email goes well', () => {
    const answering = { reachable: true, checkedAt: '2031-11-03T01:50:00.000Z', error: '' };
    const { unmount } = show({ failed: 1, server: answering });
    expect(screen.getByRole('alert')).toHaveTextContent('1 email could not be sent');
    expect(screen.queryByText(/cannot be reached/)).not.toBeInTheDocument();
    unmount();

    show({ failed: 0, server: answering });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    show({ failed: 0, server: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
