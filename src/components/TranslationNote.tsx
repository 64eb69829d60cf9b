/**
 * On a translated legal page, a note that the English original governs, with a link to it (a plain
 * link: SiteLink would lead to this very translation). The English page shows nothing.
 */
import { useLocale } from '../i18n/use-locale.tsx';
import { useSite } from '../site-context.tsx';
import { withParts } from './with-parts.tsx';

export function TranslationNote({ original }: { readonly original: string }) {
  const note = useLocale().shared['legal-translation'];
  const site = useSite();
  if (!note) return null;
  const link = (
    <a href={site.sitePath(original)} hrefLang={site.locales[0]?.lang}>
      {note.link}
    </a>
  );
  return (
    <p className="callout" role="note">
      {withParts(note.text, { original: link })}
    </p>
  );
}
