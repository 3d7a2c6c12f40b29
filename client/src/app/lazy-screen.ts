import { createElement, lazy, type ComponentType, type ReactNode } from "react";

export interface LazyScreen<P> {
  (props: P): ReactNode;
  /** Loads the screen's code; once it is there the screen renders at once instead of suspending. */
  preload(): Promise<void>;
}

/**
 * A screen whose code is a chunk of its own, like React.lazy, but which can be loaded ahead. The app loads the
 * first screen's code before its first render (main.tsx), so that render shows the screen in place of the HTML
 * the server wrote for it, rather than a spinner in between.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Screen = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Screen, { preload });
}
