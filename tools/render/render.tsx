/**
 * Every page to its HTML document, and what the link check needs of each (broken-references.ts): the
 * URLs the page references and the ids it has. The shell and the page are static markup
 * (renderToStaticMarkup: no hydration markers, since only islands hydrate) inside the site's
 * context; the head comes from the page's record as data, and the document around both is made
 * once per build.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandScopeContext, type IslandScope } from '../../src/hydration/Island.tsx';
import { pageHead } from '../../src/head/page-head.ts';
import type { PageCard } from '../../src/head/head-tags.ts';
import { renderHead } from '../../src/head/render-head.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { isNotFound, notFoundFile, notFoundRoutes } from '../../src/manifest/not-found.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/use-locale.tsx';
import { Footer } from '../../src/shell/Footer.tsx';
import { Shell } from '../../src/shell/Shell.tsx';
import { SiteContext, type Site } from '../../src/site-context.tsx';
import type { PageReferences } from '../checks/broken-references.ts';
import { documentRenderer, type PageAssets } from './document.ts';
import { documentElements } from './html-elements.ts';
import { outputFile } from '../output/output-path.ts';
import type { LoadedModules } from './page-modules.ts';
import { referencesIn, referencesInHtml, referencesInTags } from '../checks/page-references.ts';

export interface SitePage {
  readonly route: RouteRecord;
  /** The path of the site rendered: the route's path or one of its aliases. */
  readonly at: string;
  /** Where its HTML is written, relative to the output folder. */
  readonly file: string;
}

/** Every path the site answers with a page: canonical paths, aliases and each locale's not-found page (404.html, es/404.html). */
export const sitePages = (routes: readonly RouteRecord[], locales: readonly Locale[]): SitePage[] => [
  ...routes.flatMap((route) => [route.path, ...route.aliases].map((at) => ({ route, at, file: outputFile(at) }))),
  ...notFoundRoutes(locales).map((route) => ({ route, at: route.path, file: notFoundFile(route.path) })),
];

/** The URL path of the site a page's file answers (the not-found page's file is also served for any unknown path). */
export const servedAt = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

export interface RenderedDocument {
  readonly file: string;
  readonly html: string;
  /** What the page's own head and body reference (the frame's references are the renderer's). */
  readonly references: PageReferences;
}

export interface PageRenderer {
  /**
   * Renders a page to its document, with what its head and body reference and the ids they have.
   * The page, its head and its fetched files read the site through `view` when given (a tracking
   * view of the same site: site-reads.ts), the page's route included.
   */
  readonly render: (page: SitePage, view?: Site) => RenderedDocument;
  /** The document around every page (made once per build: it reads the site itself), as text, and what it references. */
  readonly frame: { readonly text: string; readonly textIn: (locale: string) => string } & Omit<PageReferences, 'page'>;
}

/** Renders pages to documents, one after another, for the pipeline to write as they come. */
export function pageRenderer(
  site: Site,
  modules: LoadedModules,
  assets: PageAssets,
  islandFiles: ReadonlyMap<string, string>,
  cards: ReadonlyMap<string, PageCard>,
  locales: readonly Locale[],
): PageRenderer {
  const renderDocument = documentRenderer(assets, site);
  const localeOf = new Map(locales.map((locale) => [locale.id, locale]));
  // The footer is the same on every page of a language: written once per locale.
  const footers = new Map(
    locales.map((locale) => [
      locale.id,
      renderToStaticMarkup(
        <SiteContext.Provider value={site}>
          <LocaleContext.Provider value={locale}>
            <Footer />
          </LocaleContext.Provider>
        </SiteContext.Provider>,
      ),
    ]),
  );
  // What the document around every page references (stylesheet, script, icon, footer links) and the ids it has; the dev server's script is no file of the site.
  const frame = referencesIn(documentElements(locales.map((locale) => documentRenderer({ ...assets, devScript: undefined }, site)('', '', footers.get(locale.id)!, locale.lang)).join('')));
  const render: PageRenderer['render'] = ({ route: pageRoute, at, file }, view = site) => {
    const route = isNotFound(pageRoute) ? pageRoute : (view.routeAt(at) ?? pageRoute);
    const locale = localeOf.get(route.locale ?? site.defaultLocale)!;
    try {
      const module = modules.pages.get(route.page);
      if (!module) throw new Error(`No page module named ${route.page}`);
      const scope: IslandScope = { nameOf: (component) => modules.islandNames.get(component), urlOf: (name) => islandFiles.get(name)!, page: at };
      const Page = module.default;
      const body = renderToStaticMarkup(
        <SiteContext.Provider value={view}>
          <LocaleContext.Provider value={locale}>
            <IslandScopeContext.Provider value={scope}>
              <Shell route={route} notFound={isNotFound(route)}>
                <Page route={route} />
              </Shell>
            </IslandScopeContext.Provider>
          </LocaleContext.Provider>
        </SiteContext.Provider>,
      );
      const headTags = pageHead(route, module, view, locale, cards.get(route.path));
      const inHead = referencesInTags(headTags);
      const inBody = referencesInHtml(body);
      return {
        file,
        html: renderDocument(renderHead(headTags), body, footers.get(locale.id)!, locale.lang),
        references: {
          page: servedAt(file),
          references: [...inHead.references, ...inBody.references, ...(module.fetchedFiles?.(view, route) ?? [])],
          ids: [...inHead.ids, ...inBody.ids],
        },
      };
    } catch (cause) {
      throw new Error(`Error on page ${at} (${route.page})`, { cause });
    }
  };
  const textIn = (locale: string) => renderDocument('', '', footers.get(locale)!, localeOf.get(locale)!.lang);
  return { render, frame: { text: locales.map(({ id }) => textIn(id)).join(''), textIn, ...frame } };
}
