/** "July 14, 2025" from an ISO date, without the clock or the runtime's locale data, so server and browser agree. */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const formatDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${months[month! - 1]} ${day}, ${year}`;
};
