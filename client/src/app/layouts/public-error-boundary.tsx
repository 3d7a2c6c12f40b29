import { Component, type ReactNode } from "react";

type State = { failed: boolean };

/**
 * Catches a page that fails to render or whose lazy chunk fails to download (a flaky network, a deploy
 * in between), so the header and footer stay usable. Keyed by location in the site, so navigating resets it.
 */
export class PublicErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Error</h1>
        <p className="mt-4 text-lg text-slate-700">Failed to load the page. Please try again later.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 inline-flex min-h-12 items-center rounded-md bg-blue-700 px-6 font-medium text-white hover:bg-blue-800"
        >
          Reload the page
        </button>
      </div>
    );
  }
}
