import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from './preloaded-lazy';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

function render(component: ReturnType<typeof preloadedLazy<{ name: string }>>['Component']): string {
  return renderToString(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading') },
      createElement(component, { name: 'Ann' }),
    ),
  );
}

describe('preloadedLazy', () => {
  it('shows the fallback while its code is not in, as React.lazy does', () => {
    const { Component } = preloadedLazy(() => Promise.resolve(Greeting));
    expect(render(Component)).toContain('Loading');
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const { Component, preload } = preloadedLazy(() => Promise.resolve(Greeting));
    await preload();
    const html = render(Component);
    expect(html).toContain('Hello Ann');
    expect(html).not.toContain('Loading');
  });

  it('loads the code once however often it is preloaded', async () => {
    let loads = 0;
    const { preload } = preloadedLazy(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });
});
