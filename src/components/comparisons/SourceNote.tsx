/** Where a figure comes from and when it was read, under a table or a stat. */
import type { Fact } from '../../facts.ts';

export const SourceNote = ({ facts, prefix = 'Source' }: { facts: readonly Fact<unknown>[]; prefix?: string }) => {
  const sources = [...new Set(facts.map((fact) => `${fact.source}, as of ${fact.asOf}`))];
  return (
    <p className="muted source-note">
      {prefix}: {sources.join('; ')}.
    </p>
  );
};
