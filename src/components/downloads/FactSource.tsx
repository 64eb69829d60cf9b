/** Where a figure comes from: "Source: Google Play listing, as of August 8, 2025." */
import { formatDate } from '../../dates.ts';
import type { Fact } from '../../facts.ts';

export const FactSource = ({ fact }: { fact: Fact<unknown> }) => (
  <p className="muted fact-source">
    Source: {fact.source}, as of {formatDate(fact.asOf)}.
  </p>
);
