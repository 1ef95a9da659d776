import { Button } from '@react-email/components';
import { BRAND } from './brand-layout';

/** The message's main action: a brand-red button to an absolute link. */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: BRAND.red,
        borderRadius: '8px',
        color: '#ffffff',
        fontWeight: 600,
        marginTop: '16px',
        padding: '12px 20px',
      }}
    >
      {label}
    </Button>
  );
}
