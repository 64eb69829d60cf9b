/**
 * Around every island, in the build and in the browser alike (so the markup agrees): an error the
 * island throws in the browser replaces the island with a short message, and the rest of the
 * page, which is static HTML, stays as it was. It never shows in the prerendered HTML: an error
 * while prerendering fails the build.
 */
import { Component, type ReactNode } from 'react';
import { useIslandLanguage } from '../i18n/island-language.ts';

interface State {
  readonly failed: boolean;
}

function IslandFailed() {
  const { words } = useIslandLanguage();
  return (
    <div className="callout" role="alert">
      <p>
        <strong>{words.islandFailed}</strong> {words.islandFailedRest}{' '}
        {/* Without the #fragment: a link to the same URL with one would only scroll. */}
        <a href={location.pathname + location.search}>{words.reload}</a>
      </p>
    </div>
  );
}

export class IslandRoot extends Component<{ readonly children: ReactNode }, State> {
  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    // React leaves the state null until getDerivedStateFromError gives it one.
    return this.state?.failed ? <IslandFailed /> : this.props.children;
  }
}
