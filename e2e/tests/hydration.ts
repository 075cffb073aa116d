import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered element, then returns it. Hydration
 * attaches React's props to the DOM node (a `__reactProps$…` key, an internal React has kept
 * since version 17); before that, a click or a swipe on the element is lost.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  return locator;
}

/** Holds every script of the app until `release()`: the page is the server's HTML until then. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    // A request of a page left meanwhile (a goto asked again) is no longer there to continue.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Waits until the page's stylesheets apply: until then a held page's elements stand unstyled. */
export async function styled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
}

/**
 * Brings a product page's lower sections (reviews, similar and comparable products) into being:
 * they ask for their data only once the shopper scrolls near them (useNearViewport), which on a
 * phone is several screens down. Scrolls to where they start until the page has noticed.
 */
export async function revealLowerSections(page: Page): Promise<void> {
  const start = page.getByTestId('product-lower-sections');
  await expect(async () => {
    await start.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(start).toHaveAttribute('data-near', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
