import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFillRem } from './stars';

/** The drawn row of stars inside the labelled image: the track (every star empty) and its fill. */
function drawnStars(name: string) {
  const image = screen.getByRole('img', { name });
  const track = image.firstElementChild as HTMLElement;
  const fill = track.firstElementChild as HTMLElement;
  return { image, track, fill };
}

describe('Stars', () => {
  // A medium star is 1.25rem and the gap after it 0.125rem: a whole star fills 1.375rem, a half star 0.625rem.
  it.each([
    [0, 'Rated 0 out of 5', '0rem'],
    [0.5, 'Rated 0.5 out of 5', '0.625rem'],
    [2.5, 'Rated 2.5 out of 5', '3.375rem'],
    [4.5, 'Rated 4.5 out of 5', '6.125rem'],
    [5, 'Rated 5 out of 5', '6.75rem'],
  ])('reads %s as one image and fills exactly that many stars, halves included', (rating, label, width) => {
    render(<Stars rating={rating} />);
    const { image, track, fill } = drawnStars(label);
    expect(image.querySelectorAll('*')).toHaveLength(2);
    expect(track).toHaveStyle({ width: '6.75rem', height: '1.25rem' });
    expect(fill.style.width).toBe(width);
  });

  it('rounds to the nearest half star but labels the rating itself', () => {
    render(<Stars rating={4.3} />);
    expect(drawnStars('Rated 4.3 out of 5').fill.style.width).toBe('6.125rem');
  });

  it('keeps ratings outside 0 to 5 inside the row', () => {
    expect(starFillRem(-1, 5, 1.25)).toBe(0);
    expect(starFillRem(7, 5, 1.25)).toBe(6.75);
  });

  it('draws small and large stars at 1rem and 1.5rem with the same gap, tiled star by star', () => {
    render(
      <>
        <Stars rating={2.5} size="sm" />
        <Stars rating={3.5} size="lg" />
      </>,
    );
    const small = drawnStars('Rated 2.5 out of 5');
    expect(small.track).toHaveStyle({ width: '5.5rem', height: '1rem', backgroundSize: '1.125rem 1rem' });
    expect(small.fill.style.width).toBe('2.75rem');
    const large = drawnStars('Rated 3.5 out of 5');
    expect(large.track).toHaveStyle({ width: '8rem', height: '1.5rem', backgroundSize: '1.625rem 1.5rem' });
    expect(large.fill.style.width).toBe('5.625rem');
  });

  it('passes its class to the labelled image', () => {
    render(<Stars rating={3} className="mt-2" />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toHaveClass('inline-flex', 'mt-2');
  });
});
