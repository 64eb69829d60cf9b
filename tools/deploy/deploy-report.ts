/**
 * What a deploy says: a line per object it uploads, redirects or deletes (--dry-run lists them
 * before, --verbose as they are done), and one summary line.
 */
import type { DeployPlan, SiteObject } from './deploy-plan.ts';

export interface DeploySummary {
  /** The site's address, as its build names it. */
  readonly address: string;
  readonly uploaded: number;
  readonly redirects: number;
  readonly unchanged: number;
  readonly deleted: number;
  /** The bytes uploaded. */
  readonly bytes: number;
  readonly seconds: number;
}

/** The line of one upload or redirect. */
export const lineOf = (object: SiteObject): string => (object.redirect !== undefined ? `  redirect ${object.key} -> ${object.redirect}` : `  upload   ${object.key}`);

/** The line of one deletion. */
export const deletionLine = (key: string): string => `  delete   ${key}`;

/** One line per object the plan uploads, redirects or deletes, under the name of its step. */
export const planLines = (plan: DeployPlan): string[] => [
  ...plan.steps.flatMap(({ phase, objects }) => [`${phase}:`, ...objects.map(lineOf)]),
  ...(plan.deletes.length > 0 ? ['deletions:', ...plan.deletes.map(deletionLine)] : []),
];

/** The summary of a plan carried out (or, in a dry run, not): uploads and redirects apart, the bytes of both. */
export function summaryOf(plan: DeployPlan, address: string, deleted: number, seconds: number): DeploySummary {
  const uploads = plan.steps.flatMap(({ objects }) => objects);
  const redirects = uploads.filter((object) => object.redirect !== undefined).length;
  return { address, uploaded: uploads.length - redirects, redirects, unchanged: plan.unchanged.length, deleted, bytes: uploads.reduce((sum, object) => sum + object.bytes, 0), seconds };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The summary line: what was done (or would be), the bytes and the time. */
export function summaryLine(summary: DeploySummary, target: string, dryRun: boolean): string {
  const { address, uploaded, redirects, unchanged, deleted, bytes, seconds } = summary;
  return dryRun
    ? `Dry run for ${address}/ to ${target}: ${uploaded} to upload, ${redirects} redirects to set, ${unchanged} unchanged, ${deleted} to delete, ${megabytes(bytes)}; nothing was changed.`
    : `Deployed ${address}/ to ${target}: ${uploaded} uploaded, ${redirects} redirects, ${unchanged} unchanged, ${deleted} deleted, ${megabytes(bytes)} in ${seconds.toFixed(1)} s.`;
}
