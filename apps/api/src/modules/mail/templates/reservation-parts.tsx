import { Column, Row, Section, Text } from '@react-email/components';
import type { ReservationMailData } from '../messages/reservation-data';
import { BRAND } from './brand-layout';
import { LinkButton } from './link-button';

/** Table (when it has one), date, time, duration and guests, one per row. */
export function ReservationDetails({ data }: { data: ReservationMailData }) {
  const rows: [string, string][] = [
    ...(data.tableCount === 0
      ? []
      : [[data.tableCount > 1 ? 'Tables' : 'Table', data.tablesText] as [string, string]]),
    ['Date', data.day],
    ['Time', data.time],
    ['Duration', data.duration],
    ['Guests', String(data.guests)],
    ['Occasion', data.purpose],
  ];
  return (
    <Section>
      {rows.map(([label, value]) => (
        <Row key={label} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
          <Column style={{ padding: '8px 12px 8px 0', width: '120px' }}>
            <Text style={{ color: BRAND.muted, margin: 0 }}>{label}</Text>
          </Column>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ margin: 0, fontWeight: 600 }}>{value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** The guest's own way out: the booking's cancel link, as a button and as an address, with no sign-in. */
export function ReservationCancelLink({ cancelUrl }: { cancelUrl: string }) {
  return (
    <>
      <Text style={{ margin: '16px 0 0' }}>
        Plans changed? Cancel with the button below until your booking starts; no need to sign in.
      </Text>
      <LinkButton href={cancelUrl} label="Cancel this reservation" />
      <Text style={{ margin: '16px 0 0' }}>Or open this address: {cancelUrl}</Text>
    </>
  );
}
