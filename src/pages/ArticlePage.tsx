/** Every article (src/content/articles/*.md, *.mdx), at its canonical path and its aliases, in the layout its file names. */
import { articlesAt } from '../i18n/articles-at.ts';
import type { ArticleRecord } from '../articles.ts';
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { dataBodyFiles, dataBodyThings } from '../components/article/data-bodies.tsx';
import { WideArticle } from '../components/article/WideArticle.tsx';
import type { Locale } from '../i18n/locale.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite, type Site } from '../site-context.tsx';

const articleAt = (site: Site, path: string): ArticleRecord => articlesAt(site, path).byPath.get(path)!.record;

export default function ArticlePage({ route }: { route: RouteRecord }) {
  const article = articleAt(useSite(), route.path);
  return article.content.layout === 'guide' ? <ArticleView article={article} /> : <WideArticle article={article} />;
}

export const structuredData = (route: RouteRecord, site: Site, locale: Locale) => {
  const article = articleAt(site, route.path);
  return [...articleStructuredData(article), ...dataBodyThings(article.content.components, locale, site.defaultLocale)];
};

export const fetchedFiles = (site: Site, route: RouteRecord) => dataBodyFiles(articleAt(site, route.path).content.components, site);
