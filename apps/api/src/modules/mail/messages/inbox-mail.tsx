import { CONTACT_SUBJECT_LABELS, EVENT_TYPE_LABELS, labelOf, shortDateText } from '@flame/shared';
import { Column, Row, Section, Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cateringRequests, contactMessages, restaurants } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { oneLineAddress } from './restaurant-texts';

type Fields = [label: string, value: string][];

function InboxMail({
  heading,
  fields,
  restaurant,
  inboxUrl,
}: {
  heading: string;
  fields: Fields;
  restaurant: { name: string; phone: string; address: string };
  inboxUrl: string;
}) {
  return (
    <BrandLayout preview={heading} heading={heading} restaurant={restaurant}>
      <Section>
        {fields.map(([label, value]) => (
          <Row key={label} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
            <Column style={{ padding: '8px 12px 8px 0', verticalAlign: 'top', width: '140px' }}>
              <Text style={{ color: BRAND.muted, margin: 0 }}>{label}</Text>
            </Column>
            <Column style={{ padding: '8px 0' }}>
              <Text style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value || '—'}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Text style={{ margin: '16px 0 0' }}>
        Reply to this email to answer them. It is also in the dashboard's Inbox: {inboxUrl}
      </Text>
    </BrandLayout>
  );
}

/** What an inbox message to the restaurant says: who wrote, about what, every field. */
interface InboxMailContent {
  restaurantId: string;
  writerEmail: string;
  heading: string;
  fields: Fields;
}

/** The message to the restaurant's email, replies going to the writer, with a link to the dashboard's Inbox. */
async function composeInboxMail(
  db: Database,
  site: SiteLinks,
  { restaurantId, writerEmail, heading, fields }: InboxMailContent,
): Promise<ComposedMail> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new PermanentMailError('The restaurant no longer exists');
  const footer = { name: restaurant.name, phone: restaurant.phone, address: oneLineAddress(restaurant) };
  return {
    subject: heading,
    replyTo: writerEmail,
    ...(await renderMail(
      <InboxMail
        heading={heading}
        fields={fields}
        restaurant={footer}
        inboxUrl={`${site.siteUrl}/admin-dashboard/${restaurantId}/inbox`}
      />,
    )),
  };
}

/** To the restaurant: a catering request with every field as a person reads it, replies going to the customer. */
export async function composeCateringRequest(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const [request] = await db
    .select()
    .from(cateringRequests)
    .where(eq(cateringRequests.id, payload.id ?? ''));
  if (!request) throw new PermanentMailError('The catering request no longer exists');
  return composeInboxMail(db, site, {
    restaurantId: request.restaurantId,
    writerEmail: request.email,
    heading: `Catering request from ${request.name}: ${request.guestCount} guests on ${shortDateText(request.eventDate)}`,
    fields: [
      ['Name', request.name],
      ['Email', request.email],
      ['Phone', request.phone],
      ['Event date', shortDateText(request.eventDate)],
      ['Event type', labelOf(EVENT_TYPE_LABELS, request.eventType)],
      ['Guests', String(request.guestCount)],
      ['Location', request.location],
      ['Special requests', request.specialRequests],
    ],
  });
}

/** To the restaurant: a message from the contact form ('General question'), replies going to its writer. */
export async function composeContactMessage(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, payload.id ?? ''));
  if (!message) throw new PermanentMailError('The contact message no longer exists');
  return composeInboxMail(db, site, {
    restaurantId: message.restaurantId,
    writerEmail: message.email,
    heading: `Message from ${message.name}: ${labelOf(CONTACT_SUBJECT_LABELS, message.subject)}`,
    fields: [
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone],
      ['Subject', labelOf(CONTACT_SUBJECT_LABELS, message.subject)],
      ['Message', message.message],
    ],
  });
}
