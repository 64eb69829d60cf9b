/**
 * Keeps an error in a page's browser code inside the page: the header, breadcrumbs, footer and
 * navigation stay, and a short message with a reload link takes the page's place (client.tsx
 * logs the error). App gives it the page's path as its key, so navigating to another page starts
 * afresh. It never shows in the prerendered HTML: an error while prerendering fails the build.
 */
import { Component, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

const PageFailed = () => (
  <div className="page" role="alert">
    <h1>This page stopped working</h1>
    <p>
      Something went wrong in it; the menu still works.{' '}
      {/* Without the #fragment: a link to the same URL with one would only scroll. */}
      <a href={location.pathname + location.search}>Reload the page</a>
    </p>
  </div>
);

export class PageErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    // React leaves the state null until getDerivedStateFromError gives it one.
    return this.state?.failed ? <PageFailed /> : this.props.children;
  }
}
