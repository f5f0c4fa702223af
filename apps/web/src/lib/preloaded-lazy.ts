import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface PreloadedLazy<P extends object> {
  /** Render inside a Suspense boundary, as a React.lazy component. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once); resolves when the component renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A thenable that calls back at once: React.lazy then takes the module without suspending. A native promise,
 * even one already resolved, calls back only in a later microtask, after React has shown the fallback.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads
    then(resolve: (value: T) => void) {
      resolve(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy whose code can be fetched ahead of the first render (`preload`). Once it is in, the component
 * renders at once instead of showing its Suspense fallback for a microtask: React shows content that
 * replaces a fallback no sooner than 300 ms after the fallback appeared, so each such fallback on a signed-in
 * start delays the page by up to that long (ADR 136). Until the code is in, it behaves as React.lazy.
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadedLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
