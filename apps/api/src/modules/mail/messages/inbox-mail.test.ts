import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL, useTestApp } from '../../../../test/fixtures/test-app-fixture';
import { outboxMessages } from '../../../db/schema';
import { composeMail } from './registry';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const { ctx } = useTestApp({ now: () => NOW, seed: true });

describe('the catering request email', () => {
  it("names the event's date as every other message does: 'Sat, Dec 12'", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/catering',
      payload: {
        name: 'Priya Shah',
        email: 'priya@example.test',
        phone: '512-555-0199',
        eventDate: '2026-12-12',
        eventType: 'wedding',
        guestCount: 120,
        location: 'Zilker Park pavilion, Austin',
        specialRequests: '',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'catering_request'));
    const mail = await composeMail(
      ctx.db,
      row!,
      { siteUrl: TEST_SITE_URL, links: ctx.app.mail.links },
      ctx.app.now(),
    );
    expect(mail.subject).toBe('Catering request from Priya Shah: 120 guests on Sat, Dec 12');
    expect(mail.text).toContain('Sat, Dec 12');
  });

  it("shows every value as a person reads it: 'Sat, Dec 12', 'Wedding', never the stored values", async () => {
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'catering_request'));
    const mail = await composeMail(ctx.db, row!, { siteUrl: TEST_SITE_URL, links: ctx.app.mail.links }, NOW);
    expect(mail.text).toMatch(/Event date\s+Sat, Dec 12/);
    expect(mail.text).toMatch(/Event type\s+Wedding/);
    expect(mail.text).not.toContain('2026-12-12');
    expect(mail.text).not.toMatch(/\bwedding\b/);
  });
});

describe('the contact message email', () => {
  it("names the subject as a person reads it: 'General question'", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: {
        name: 'Leo',
        email: 'leo@example.test',
        subject: 'general',
        message: 'Do you open on Boxing Day?',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'contact_message'));
    const mail = await composeMail(ctx.db, row!, { siteUrl: TEST_SITE_URL, links: ctx.app.mail.links }, NOW);
    expect(mail.subject).toBe('Message from Leo: General question');
    expect(mail.text).toMatch(/Subject\s+General question/);
    expect(mail.text).not.toMatch(/\bgeneral\b/);
  });
});
