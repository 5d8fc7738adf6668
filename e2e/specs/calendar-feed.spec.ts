import ICAL from 'ical.js';
import { LoginPage } from '../pages/login.page';
import { demo, expect, fetchToken, test } from '../fixtures/portal-test';
import { shoot, tabTo } from '../support/screenshots';

/**
 * The calendar feed (ADR 0061) in Chromium against the real API: a user makes the address on the profile page by
 * keyboard, the feed at that address is read back by a real iCalendar parser, an event's link opens the task in the
 * portal, and a new address ends the old one. Screenshots at 1366 and 390 px in English and Danish when
 * E2E_SCREENSHOTS names a folder.
 */



/** The events of a feed as a calendar app reads them. */
function eventsOf(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test('make a calendar address on the profile page, read the feed, open an event, renew the address', async ({ page, request }) => {
  test.slow();
  // Start without an address (an earlier run may have left one).
  const token = await fetchToken(request, demo.otherEmail);
  const { CustomerId } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { CustomerId: string };
  await request.delete(`/api/calendar/${CustomerId}/feed`, { headers: { authorization: `Bearer ${token}` } });

  const login = new LoginPage(page);
  await login.goto();
  await page.evaluate(() => localStorage.setItem('culture', 'en-gb'));
  await page.reload();
  await new LoginPage(page).enterEmail(demo.otherEmail);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/profil');
  const section = page.getByRole('region', { name: 'Inspections in your calendar' });
  await expect(section).toContainText('You have no calendar address.');
  await tabTo(page, section.getByRole('button', { name: 'Make a calendar address' }));
  await page.keyboard.press('Enter');
  const field = section.getByLabel('Your calendar address');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('status')).toHaveText('The calendar address is made.');
  await expect(section.getByRole('button', { name: 'Copy the address' })).toBeVisible();
  await shoot(page, 'calendar-feed-made-en', section);
  const address = new URL(await field.inputValue());

  // The feed, without a session, as a calendar app polls it.
  const feed = await request.get(address.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = eventsOf(await feed.text());
  expect(events.length).toBeGreaterThan(0);
  const [first] = events;
  if (!first) throw new Error('no event');
  expect(first.uid).toMatch(/^task-\d+@/);
  const link = new URL(String(first.component.getFirstPropertyValue('url')));
  expect(link.pathname).toBe('/overblik/liste');
  const taskNumber = link.searchParams.get('eftersyn') ?? '';

  // The event's link opens the task's overlay in the list of the location's planned inspections.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planned inspections' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(taskNumber);
  await page.goBack();

  // A new address ends the old one at once.
  await page.goto('/profil');
  await expect(section).toContainText('You have a calendar address, made on');
  await section.getByRole('button', { name: 'Make a new address' }).click();
  await expect(field).toHaveValue(/\.ics$/);
  const renewed = new URL(await field.inputValue());
  expect(renewed.pathname).not.toBe(address.pathname);
  expect((await request.get(address.pathname)).status()).toBe(404);
  expect((await request.get(renewed.pathname)).status()).toBe(200);

  // In Danish.
  await page.evaluate(() => localStorage.setItem('culture', 'da-dk'));
  await page.reload();
  const danish = page.getByRole('region', { name: 'Eftersyn i din kalender' });
  await expect(danish).toContainText('Du har en kalenderadresse, oprettet');
  await shoot(page, 'calendar-feed-exists-da', danish);
  await danish.getByRole('button', { name: 'Fjern adressen' }).click();
  await expect(danish.getByRole('status')).toHaveText('Kalenderadressen er fjernet.');
  expect((await request.get(renewed.pathname)).status()).toBe(404);
});
