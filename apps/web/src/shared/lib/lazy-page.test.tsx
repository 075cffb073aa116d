import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;
const pageModule = () => Promise.resolve({ Greeting });

/** What the first render shows: a synchronous render cannot wait for anything that suspends. */
const firstRender = (Page: ReturnType<typeof lazyPage<{ Greeting: typeof Greeting }, { name: string }>>) =>
  renderToString(
    <Suspense fallback={<i>cargando</i>}>
      <Page name="Ana" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('suspends on a page whose code has not been loaded, as React.lazy does', () => {
    const Page = lazyPage(pageModule, (module) => module.Greeting);
    expect(firstRender(Page)).toContain('cargando');
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const Page = lazyPage(pageModule, (module) => module.Greeting);
    await Page.preload();
    const html = firstRender(Page);
    expect(html).toContain('Hola, <!-- -->Ana');
    expect(html).not.toContain('cargando');
  });
});
