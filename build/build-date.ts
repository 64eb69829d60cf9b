/** The build date: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise today, in UTC. */
export function buildDateFrom(sourceDateEpoch: string | undefined, now: Date = new Date()): string {
  const date = sourceDateEpoch ? new Date(Number(sourceDateEpoch) * 1000) : now;
  if (Number.isNaN(date.getTime())) throw new Error(`SOURCE_DATE_EPOCH is not a number of seconds: ${sourceDateEpoch}`);
  return date.toISOString().slice(0, 10);
}
