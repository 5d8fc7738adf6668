import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at, at 1366 and 390 px (the part in view, scrolled to `part`), when
 * E2E_SCREENSHOTS names a folder; nothing otherwise. Not baselines: visual.spec holds those.
 */
export async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await part?.scrollIntoViewIfNeeded();
    // The layout's transitions at the new width.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Moves the keyboard focus forward with Tab until `target` has it (at most `steps` presses). */
export async function tabTo(page: Page, target: Locator, steps = 80): Promise<void> {
  for (let step = 0; step < steps; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
