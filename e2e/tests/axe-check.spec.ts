import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const PAGE_WITH_VIOLATIONS = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main>
  <h1>Planted problems</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" width="40" height="40">
  <button id="empty"></button>
  <p style="color:#777;background:#888">Grey on grey</p>
</main></body></html>`;

test('the accessibility check finds planted violations, again after the page changes, and leaves out what it is told to', async ({
  page,
}) => {
  await page.setContent(PAGE_WITH_VIOLATIONS);
  const failure = await expectNoSeriousAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  for (const rule of ['image-alt', 'button-name', 'color-contrast']) expect(failure).toContain(rule);

  // axe stays in the document: a second scan sees what changed since the first.
  await page.evaluate(() => {
    document.querySelector('img')!.alt = 'A dish';
    document.querySelector('#empty')!.textContent = 'Add';
    document.querySelector('p')!.style.color = '#000';
  });
  await expectNoSeriousAxeViolations(page);
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/button-name/);
  await expectNoSeriousAxeViolations(page, { exclude: ['main > button:last-child'] });

  // A new document has no axe of its own: it is put in again.
  await page.setContent(PAGE_WITH_VIOLATIONS);
  await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/image-alt/);

  // A notice fading in is read once it is in: faint text half-way would fail the contrast check.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fading</title></head><body><main>
    <h1>Saved</h1><p id="notice" style="color:#000;background:#fff">Your changes are saved</p></main></body></html>`);
  await page.evaluate(() =>
    document.querySelector('#notice')!.animate([{ opacity: 0.05 }, { opacity: 1 }], { duration: 800 }),
  );
  await expectNoSeriousAxeViolations(page);
});
