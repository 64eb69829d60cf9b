/**
 * The language switcher: for each language of the site, a plain link to this page in it, or to
 * its home page, saying so, where this page has no translation. No redirect by the browser's
 * language: the visitor chooses. In the header it is a dropdown like Downloads (a popover, no
 * script); in the footer a list.
 */
import { Icon } from '../components/Icon.tsx';
import { useLocale } from '../i18n/use-locale.tsx';
import { useSite } from '../site-context.tsx';
import { languagesListId } from './navigation.ts';

interface Choice {
  readonly id: string;
  readonly lang: string;
  readonly name: string;
  readonly href: string;
  /** Whether the link leads to the language's home page, this page having no translation in it. */
  readonly home: boolean;
  readonly current: boolean;
}

/** Each language and where its link leads from the page at `path`. */
function useChoices(path: string): Choice[] {
  const site = useSite();
  const locale = useLocale();
  const versions = site.translationsOf(path);
  return site.locales.map((other) => {
    const version = versions.find((candidate) => candidate.locale === other.id);
    const home = other.id === site.defaultLocale ? '/' : `/${other.id}/`;
    return { ...other, href: site.sitePath(version?.path ?? (site.routeAt(home) ? home : '/')), home: !version, current: other.id === locale.id };
  });
}

function ChoiceLink({ choice, className }: { choice: Choice; className?: string }) {
  const { notTranslated } = useLocale().messages.languages;
  if (choice.current)
    return (
      <span className={className} aria-current="true" lang={choice.lang}>
        {choice.name}
      </span>
    );
  return (
    <>
      <a href={choice.href} hrefLang={choice.lang} lang={choice.lang} className={className}>
        {choice.name}
      </a>
      {choice.home && <span className="languages__note"> ({notTranslated})</span>}
    </>
  );
}

export function HeaderLanguages({ path }: { path: string }) {
  const choices = useChoices(path);
  const { messages, name, lang } = useLocale();
  if (choices.length < 2) return null;
  return (
    <li className="dropdown dropdown--languages">
      <button type="button" className="nav__link dropdown__button" popoverTarget={languagesListId} aria-controls={languagesListId}>
        <Icon name="globe" />
        <span className="visually-hidden">{`${messages.languages.heading}: ${name}`}</span>
        <span className="languages__code" aria-hidden="true">
          {lang.split('-')[0]!.toUpperCase()}
        </span>
        <Icon name="chevron-down" className="dropdown__chevron" />
      </button>
      <span className="dropdown__heading">{messages.languages.heading}</span>
      <ul id={languagesListId} popover="auto" className="dropdown__list">
        {choices.map((choice) => (
          <li key={choice.id}>
            <ChoiceLink choice={choice} className="dropdown__link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function FooterLanguages({ path }: { path: string }) {
  const choices = useChoices(path);
  const { languages } = useLocale().messages;
  if (choices.length < 2) return null;
  return (
    <nav aria-label={languages.label} className="languages">
      <h2 className="languages__heading">{languages.heading}</h2>
      <ul className="languages__list">
        {choices.map((choice) => (
          <li key={choice.id}>
            <ChoiceLink choice={choice} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
