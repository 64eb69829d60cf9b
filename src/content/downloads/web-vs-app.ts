/** The web editor compared with the app, row by row (shown on /capcut-web/ and, in part, on the home page). */

export interface WebAppRow {
  readonly feature: string;
  readonly web: string;
  readonly app: string;
}

export const webAppRows: readonly WebAppRow[] = [
  { feature: 'Install', web: 'None: runs in Chrome, Edge or Safari', app: 'From Google Play, the App Store or the desktop download page' },
  { feature: 'Best on', web: 'Laptops and desktops, including school and work computers', app: 'Phones and tablets (mobile app), Windows and Mac (desktop app)' },
  { feature: 'Internet', web: 'Needed the whole time', app: 'Editing works offline; templates and cloud need a connection' },
  { feature: 'Performance', web: 'Depends on the browser and connection; long 4K projects can lag', app: 'Uses the device hardware; smoother with long or 4K projects' },
  { feature: 'Files', web: 'Uploaded to cloud storage before editing', app: 'Read straight from the device' },
  { feature: 'Templates and effects', web: 'Large library, including items marked Pro', app: 'Largest library, including items marked Pro' },
  { feature: 'Cost', web: 'Free, with the same optional Pro subscription', app: 'Free, with the same optional Pro subscription' },
];
