/** The breadcrumb bar; the BreadcrumbList JSON-LD is built from the same trail. */
import { breadcrumbTrail } from '../breadcrumbs.ts';
import { SiteLink } from '../components/SiteLink.tsx';
import { useSite } from '../site-context.tsx';

export function Breadcrumbs({ path }: { path: string }) {
  const crumbs = breadcrumbTrail(path, useSite().isCanonicalPath);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
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
