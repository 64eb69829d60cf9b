/** Text made safe inside HTML or XML, in element content and in quoted attribute values alike. */
const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);
