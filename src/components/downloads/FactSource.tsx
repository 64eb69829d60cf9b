/** Where a figure comes from: "Source: Google Play listing, as of August 8, 2025.", the source named in the page's language where it is a name (not a title). */
import type { Fact } from '../../facts.ts';
import { formatDay } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/use-locale.tsx';

export const FactSource = ({ fact }: { fact: Fact<unknown> }) => {
  const locale = useLocale();
  return <p className="muted fact-source">{locale.messages.downloads.source(locale.sourceNames[fact.source] ?? fact.source, formatDay(locale, fact.asOf))}</p>;
};
