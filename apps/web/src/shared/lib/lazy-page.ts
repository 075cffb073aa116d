import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded page (React.lazy) whose code can be loaded ahead with `preload`: once it has,
 * the first render takes the page at once instead of suspending on it. Before hydrating a page
 * whose chunk the server announced, `main.tsx` waits for it, so that React hydrates the page in
 * the same pass as the layout rather than in a later one, once its chunk has been asked for.
 */
export function lazyPage<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined;
  const Page = lazy(() => {
    if (!loaded) return load().then((module) => ({ default: pick(module) }));
    const page = loaded;
    // Settled already: React.lazy reads a thenable that calls back at once without suspending.
    return {
      then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: page }),
    } as never;
  });
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  return Object.assign(Page, { preload }) as unknown as ComponentType<Props> & { preload: () => Promise<void> };
}
