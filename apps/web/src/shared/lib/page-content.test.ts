import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The announcement is one per page view: each test loads the module afresh.
async function freshModule() {
  vi.resetModules();
  return import('./page-content');
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // Flush the promise's callbacks.
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** The browser's next frame, then the task after its paint. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

/** A picture on the page, `top` pixels from the screen's top, whose decoding settles with `decoded`. */
function arrivingPicture(top: number, decoded: Promise<void>) {
  const picture = document.createElement('img');
  Object.defineProperty(picture, 'complete', { value: false });
  picture.getBoundingClientRect = () => ({ top, bottom: top + 80 }) as DOMRect;
  picture.decode = () => decoded;
  document.body.append(picture);
}

describe('the page content announcement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('waits for the app to mount, then announces a server-rendered page after the next paint', async () => {
    const { pageContentShown, appMounted } = await freshModule();
    expect(await settled(pageContentShown)).toBe(false);
    appMounted();
    expect(await settled(pageContentShown)).toBe(false);
    paint();
    expect(await settled(pageContentShown)).toBe(true);
  });

  it('waits for a personal page to show its content, not for the app alone', async () => {
    const { pageContentShown, appMounted, expectLaterContent, laterContentShown } = await freshModule();
    expectLaterContent();
    appMounted();
    paint();
    expect(await settled(pageContentShown)).toBe(false);
    laterContentShown();
    // Committed, not yet painted: what waits must not come between the two.
    expect(await settled(pageContentShown)).toBe(false);
    paint();
    expect(await settled(pageContentShown)).toBe(true);
  });

  it('waits for the pictures on screen that are still arriving, not for those below the fold', async () => {
    const { pageContentShown, expectLaterContent, laterContentShown } = await freshModule();
    expectLaterContent();
    let decoded = () => {};
    arrivingPicture(100, new Promise<void>((resolve) => (decoded = resolve)));
    arrivingPicture(innerHeight + 100, new Promise<void>(() => undefined));
    laterContentShown();
    paint();
    expect(await settled(pageContentShown)).toBe(false);
    decoded();
    // The decoding's callbacks, then the frame after them.
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    paint();
    expect(await settled(pageContentShown)).toBe(true);
  });

  it('announces anyway a second after the app mounts, when the content never says so', async () => {
    const { pageContentShown, appMounted, expectLaterContent } = await freshModule();
    expectLaterContent();
    appMounted();
    paint();
    vi.advanceTimersByTime(999 - 17); // a second from the mount, less the frame and its task
    expect(await settled(pageContentShown)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(pageContentShown)).toBe(true);
  });

  it('holds back a lazily loaded part until then', async () => {
    const { afterPageContent, appMounted } = await freshModule();
    const load = vi.fn(() => Promise.resolve('code'));
    const loading = afterPageContent(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    appMounted();
    paint();
    await vi.advanceTimersToNextTimerAsync();
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts each waiting part in a task of its own, not in the task that announces the content', async () => {
    const { afterPageContent, pageContentShown, appMounted } = await freshModule();
    const loads = [vi.fn(() => Promise.resolve('menus')), vi.fn(() => Promise.resolve('footer'))];
    const loading = loads.map((load) => afterPageContent(load)());
    appMounted();
    paint();
    const timersBefore = vi.getTimerCount();
    expect(await settled(pageContentShown)).toBe(true);
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    // Announced: nothing started in that task, and one task is waiting for each part.
    expect(loads[0]).not.toHaveBeenCalled();
    expect(loads[1]).not.toHaveBeenCalled();
    expect(vi.getTimerCount() - timersBefore).toBe(loads.length);
    vi.runOnlyPendingTimers();
    await expect(Promise.all(loading)).resolves.toEqual(['menus', 'footer']);
  });
});
