/** Dates as the pages show them, from the ISO dates recorded in content. */

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "August 8, 2025" from "2025-08-08", without the clock or the runtime's locale data, so server and browser agree. */
export const formatDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${months[month! - 1]} ${day}, ${year}`;
};
