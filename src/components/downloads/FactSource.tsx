/** Where a figure comes from: "Source: Google Play listing, as of August 8, 2025." The source is a name and stays as the fact writes it. */
import type { Fact } from '../../facts.ts';
import { formatDay } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/use-locale.tsx';

export const FactSource = ({ fact }: { fact: Fact<unknown> }) => {
  const locale = useLocale();
  return <p className="muted fact-source">{locale.messages.downloads.source(fact.source, formatDay(locale, fact.asOf))}</p>;
};
