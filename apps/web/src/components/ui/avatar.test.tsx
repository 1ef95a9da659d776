import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo, decorative, at its intrinsic size and in the given shape', () => {
    const { container } = render(
      <Avatar name="Asha Gurung" src="/uploads/asha.webp" size={44} className="size-11 rounded-full" />,
    );
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/uploads/asha.webp');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('width', '44');
    expect(photo).toHaveAttribute('height', '44');
    expect(photo).toHaveClass('object-cover', 'size-11', 'rounded-full');
    expect(container).not.toHaveTextContent('AG');
  });

  it('shows the initials, hidden from screen readers, in the same shape when there is no photo', () => {
    for (const src of [null, undefined, '']) {
      const { container, unmount } = render(
        <Avatar name="Asha Gurung" src={src} size={44} look="badge" className="size-11 rounded-full" />,
      );
      const badge = container.firstElementChild!;
      expect(container.querySelector('img')).toBeNull();
      expect(badge).toHaveTextContent('AG');
      expect(badge).toHaveAttribute('aria-hidden', 'true');
      expect(badge).toHaveClass('size-11', 'rounded-full', 'bg-brand-100');
      unmount();
    }
  });
});
