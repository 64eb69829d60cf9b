/** The breadcrumb bar; the BreadcrumbList JSON-LD is built from the same trail. */
import { useMessages } from '../i18n/use-locale.tsx';
import { trailLanguage } from '../i18n/trail-language.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';
import { SiteLink } from '../components/SiteLink.tsx';
import { useSite } from '../site-context.tsx';

export function Breadcrumbs({ path }: { path: string }) {
  const site = useSite();
  const { shell } = useMessages();
  const crumbs = breadcrumbTrail(path, site.isCanonicalPath, trailLanguage(site, path, shell));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={shell.breadcrumb} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {crumb.path ? (
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
