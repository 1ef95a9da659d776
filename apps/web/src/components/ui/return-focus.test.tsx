import { describe, expect, it } from 'vitest';
import { focusReturner } from './return-focus';

function page() {
  document.body.innerHTML = `
    <main id="main-content" tabindex="-1">
      <section><h2>Tables</h2><ul><li id="row"><button id="delete">Delete T1</button></li></ul></section>
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

  it('when that control is gone, focuses the heading of the part of the page still there', () => {
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
