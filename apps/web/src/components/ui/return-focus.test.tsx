import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { focusReturner } from './return-focus';

function page() {
  document.body.innerHTML = `
    <main id="main-content" tabindex="-1">
      <section><h2>Tables</h2><ul><li><h3>T2</h3></li><li id="row"><button id="delete">Delete T1</button></li></ul></section>
    </main>`;
  return document.getElementById('delete') as HTMLButtonElement;
}

describe('focusReturner', () => {
  it('gives the focus back to the control that opened the dialog', () => {
    const opener = page();
    const returnFocus = focusReturner(opener);
    document.body.focus();
    returnFocus();
    expect(document.activeElement).toBe(opener);
  });

  it("when that control is gone, focuses the heading of the part of the page still there, not another row's", () => {
    const opener = page();
    const returnFocus = focusReturner(opener);
    document.getElementById('row')?.remove();
    returnFocus();
    expect(document.activeElement).toBe(document.querySelector('h2'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('without such a heading, focuses the main content', () => {
    const opener = page();
    const returnFocus = focusReturner(opener);
    document.querySelector('section')?.remove();
    returnFocus();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });
});

// A Button that can be busy hands its focus on this way.
const RetryButton = () => <Button busy={false}>Try Again</Button>;

function Section({ failed }: { failed: boolean }) {
  return (
    <section>
      <h1>Our Menu</h1>
      {failed ? <RetryButton /> : <p>43 dishes on the menu</p>}
    </section>
  );
}

describe('a busy-able Button that goes away', () => {
  it("when 'Try Again' goes away holding the focus, the focus goes to the heading still there", async () => {
    const { rerender } = render(<Section failed />);
    screen.getByRole('button', { name: 'Try Again' }).focus();
    rerender(<Section failed={false} />);
    await Promise.resolve();
    expect(screen.getByRole('heading', { name: 'Our Menu' })).toHaveFocus();
  });

  it('leaves a focus that is elsewhere alone', async () => {
    const { rerender } = render(
      <>
        <input aria-label="Search" />
        <Section failed />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    rerender(
      <>
        <input aria-label="Search" />
        <Section failed={false} />
      </>,
    );
    await Promise.resolve();
    expect(search).toHaveFocus();
  });
});
