import { act, lazy, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintPageContent } from '../../test/page-content-gate';
import { useBrowserSnapshot } from './use-browser-snapshot';

vi.mock('./page-content', () => import('../../test/page-content-gate'));

// React's act() environment, as its testing library sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const subscribe = () => () => {};
const browserValue = () => 'signed in';
const serverValue = () => 'signed out';

/** A header reading a browser-only value, above a part of the page whose code loads later. */
function Page({ Later, seen }: { Later: ComponentType; seen: string[] }) {
  const session = useBrowserSnapshot(subscribe, browserValue, serverValue);
  seen.push(session);
  return (
    <div>
      <p id="session">{session}</p>
      <Suspense fallback={null}>
        <Later />
      </Suspense>
    </div>
  );
}

function LaterPart() {
  return <span id="later">later part</span>;
}

let container: HTMLElement;
afterEach(() => container?.remove());

describe('useBrowserSnapshot', () => {
  it("hydrates with the server's value and shows the browser's once the page's content is on screen, keeping a lazy part's server HTML", async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page Later={LaterPart} seen={[]} />);
    expect(container.querySelector('#session')?.textContent).toBe('signed out');
    const serverPart = container.querySelector('#later');

    let loadLater!: () => void;
    const Later = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (loadLater = () => resolve({ default: LaterPart }))),
    );
    const seen: string[] = [];
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page Later={Later} seen={seen} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(seen[0]).toBe('signed out');
    await act(async () => loadLater());
    // Not before the page's own content is on screen (as a personal page's content is drawn
    // after hydration, a transition reaching the layout's lazy parts would hold it back).
    expect(container.querySelector('#session')?.textContent).toBe('signed out');
    await act(async () => paintPageContent());
    expect(container.querySelector('#session')?.textContent).toBe('signed in');
    // The lazy part hydrated its server HTML instead of rendering it afresh: given at once, the
    // value's change reached the part before it hydrated and React replaced its HTML with new
    // nodes; as a transition, the change waits for the part instead.
    expect(recoverable).toEqual([]);
    expect(container.querySelector('#later')).toBe(serverPart);
  });

  it("reads the browser's value from the first render when mounted after the page's hydration", async () => {
    container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => createRoot(container).render(<Page Later={LaterPart} seen={seen} />));
    expect(seen).not.toContain('signed out');
    expect(container.querySelector('#session')?.textContent).toBe('signed in');
  });
});
