import { readFile } from 'node:fs/promises';
import { backupSizeText, exportFileName, zonedToday, type Backup } from '@flame/shared';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { ownerHeaders } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * Settings → Backups at 1280 and 390 px: 'Back up now', then the backup is the last one with its size, it
 * downloads under its own name, and its address answers 200 with the owner's token; the restore command is shown.
 * At 1280 px, 'Download all data' saves the export zip named after the restaurant's date (America/Chicago).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const shot = (name: string) => `test-results/screens/backups-${name}.png`;

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test(`Settings → Backups at ${width} px: back up now, then download it`, async ({
    openSection,
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await openSection('settings');
    const backups = page.getByRole('region', { name: 'Backups' });
    const backUpNow = backups.getByRole('button', { name: 'Back up now' });
    await backups.scrollIntoViewIfNeeded();
    await waitForHydration(backUpNow);
    await expect(backups.getByText('npm run restore -- data/backups/<backup file>')).toBeVisible();

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/backups') && response.request().method() === 'POST',
    );
    await backUpNow.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const backup = ((await response.json()) as { data: Backup }).data;
    await expect(page.getByText('Backup taken')).toBeVisible();

    const downloadButton = page.getByRole('button', { name: `Download: ${backup.name}` });
    const row = backups.getByRole('listitem').filter({ has: downloadButton });
    const download = row.getByRole('button', { name: `Download: ${backup.name}` });
    await expect(download).toBeVisible();
    await expect(row).toContainText(backupSizeText(backup.sizeBytes));
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toBe(backup.name);

    const file = await request.get(`/api/admin/backups/${backup.name}`, {
      headers: await ownerHeaders(request),
    });
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBe(backup.sizeBytes);

    if (width === '1280') {
      const exported = page.waitForEvent('download');
      await backups.getByRole('button', { name: 'Download all data' }).click();
      const zip = await exported;
      expect(zip.suggestedFilename()).toBe(exportFileName(zonedToday(new Date(), 'America/Chicago')));
      // A zip ('PK') whose directory names the tables and the README (names are stored as text in a zip).
      const bytes = await readFile((await zip.path())!);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const names = bytes.toString('latin1');
      for (const name of ['tables/orders.csv', 'tables/foods.json', 'README.md']) {
        expect(names).toContain(name);
      }
      expect(names).not.toContain('tables/sessions.');
    }

    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(backups, { path: shot(width) });
  });
}
