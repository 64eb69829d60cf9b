/**
 * Marks an interactive part of a page: `<Island component={EditorFinder} props={{ editors }} />`.
 * The page around it is static HTML (rendered with renderToStaticMarkup); the island is rendered
 * on its own with renderToString, inside a <site-island> element that names it and its built file,
 * carries its props as JSON and says when to hydrate (Astro's astro-island is the model). The
 * page script (src/browser/islands.ts) hydrates that element alone, loading React and the
 * island's code only on pages that have one. The page's language goes with it (data-language:
 * src/i18n/island-words.ts); its own words are props. An island is a file of src/islands/ whose default
 * export is the component; its name is the file's name.
 */
import { createContext, useContext, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandLanguageContext, useIslandLanguage } from '../i18n/island-language.ts';
import { islandSite, SiteContext, useSite } from '../site-context.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { unserialisableProp } from './serialisable.ts';

/**
 * When the browser hydrates the island: at once (`load`, for what is on screen and filters that
 * read the URL), when it scrolls near the viewport (`visible`), or at the first pointer, focus or
 * key on it (`interaction`). A tap on an island before its code has arrived is replayed after.
 */
export type Hydrate = 'load' | 'visible' | 'interaction';

/** What the build gives a page's render: the islands it knows and where their files are. */
export interface IslandScope {
  /** The island's name (its file's name) for a component, or undefined if it is no island. */
  readonly nameOf: (component: ComponentType<never>) => string | undefined;
  /** The URL path of an island's built file. */
  readonly urlOf: (name: string) => string;
  /** The page, for error messages. */
  readonly page: string;
}

export const IslandScopeContext = createContext<IslandScope | undefined>(undefined);

/** A page the build cannot write because an island is misused; the message says where and how to fix it. */
export class IslandError extends Error {
  override name = 'IslandError';
}

interface Props<P extends object> {
  readonly component: ComponentType<P>;
  readonly props: P;
  readonly hydrate?: Hydrate;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

export function Island<P extends object>({ component: Component, props, hydrate = 'load' }: Props<P>) {
  const scope = useContext(IslandScopeContext);
  const site = useSite();
  // Unique on the page: the island's own useId values start with it, in the build and in the browser.
  const idPrefix = useId();
  // The page's language travels with the island, so its components say their words and dates in it.
  const language = useIslandLanguage();
  const shownName = Component.displayName ?? Component.name;
  if (!scope) throw new IslandError(`The island ${shownName} is rendered inside another island (or outside a page); islands do not nest.`);
  const name = scope.nameOf(Component as ComponentType<never>);
  if (!name) throw new IslandError(`Page ${scope.page}: ${shownName} is no island; an island is the default export of a file in src/islands/.`);
  const problem = unserialisableProp(props);
  if (problem)
    throw new IslandError(
      `Page ${scope.page}: island ${name}: prop "${problem.path}" is ${problem.what}, which JSON cannot carry into the browser; pass data and build it inside the island.`,
    );
  const html = renderToString(
    <IslandLanguageContext.Provider value={language}>
      <SiteContext.Provider value={islandSite(site.settings)}>
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      </SiteContext.Provider>
    </IslandLanguageContext.Provider>,
    { identifierPrefix: idPrefix },
  );
  return (
    <site-island
      data-island={name}
      data-src={scope.urlOf(name)}
      data-hydrate={hydrate}
      data-id={idPrefix}
      data-props={JSON.stringify(props)}
      data-language={JSON.stringify(language)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
