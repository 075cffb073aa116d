/**
 * Stands in for shared/lib/page-content.ts in a test that checks what waits for the page's
 * content: `vi.mock('…/shared/lib/page-content', () => import('…/test/page-content-gate'))`,
 * then `paintPageContent()` when the test says the content is painted.
 */
let paint = () => {};
export const pageContentShown = new Promise<void>((resolve) => (paint = resolve));
export const paintPageContent = (): void => paint();
export const pageContentShownTask = (): Promise<void> => pageContentShown;
