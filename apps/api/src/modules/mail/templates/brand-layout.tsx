import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { currentFooterLink } from './footer-link';

/** The brand's colours, as on the site: brand red on warm cream. */
export const BRAND = {
  red: '#c62828',
  ink: '#1c1917',
  muted: '#57534e',
  cream: '#fffbf5',
  line: '#f8e6cc',
} as const;

const fontStack = "'Inter', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Every message's frame: one narrow column laid out at a phone's width, light and dark colour schemes declared so
 * mail apps may adapt it, and the restaurant's name and contact at the foot, with the recipient's footer link
 * (a guest's 'Stop offers and news') when the message has one.
 */
export function BrandLayout({
  preview,
  heading,
  restaurant,
  children,
}: {
  preview: string;
  heading: string;
  restaurant: { name: string; phone: string; address: string };
  children: ReactNode;
}) {
  const footerLink = currentFooterLink();
  return (
    <Html lang="en">
      <Head>
        {/* A phone's mail app lays the message out at the phone's width (without it: 980 px, text shrunk). */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      {/* A long link written out ('Or open this address: …') wraps instead of widening the message. */}
      <Body
        style={{
          backgroundColor: BRAND.cream,
          color: BRAND.ink,
          fontFamily: fontStack,
          margin: 0,
          overflowWrap: 'anywhere',
          wordBreak: 'break-word',
        }}
      >
        <Container style={{ maxWidth: '560px', padding: '24px 16px' }}>
          <Text style={{ color: BRAND.red, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' }}>
            {restaurant.name}
          </Text>
          <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: BRAND.line, margin: '24px 0' }} />
          <Section>
            <Text style={{ color: BRAND.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
              {restaurant.name} · {restaurant.address} · {restaurant.phone}
            </Text>
            {footerLink && (
              <Text style={{ color: BRAND.muted, fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' }}>
                <Link href={footerLink.href} style={{ color: BRAND.muted, textDecoration: 'underline' }}>
                  {footerLink.label}
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
