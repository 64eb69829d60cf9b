/// <reference types="vite/client" />
/**
 * The dev server's script in every page it serves (the pages' own scripts come before it): it
 * tells the server which page is open, reloads it when the server says its HTML changed, and
 * shows the problems the server finds (the build's words, with file and line) in a panel over
 * the page, whose stylesheet it adds. Styles and islands are Vite's to update in place.
 */

interface DevProblem {
  readonly text: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

const placeOf = ({ file, line, column }: DevProblem): string => (file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}` : '');

/** The server's problems and Vite's (a stylesheet or a browser module that does not compile), shown together. */
const shown = { server: [] as DevProblem[], vite: [] as DevProblem[] };

/** The project's folder, which the server names once connected: Vite's errors name files by their whole path, with Vite's query. */
let root = '';
const inProject = (file: string) => file.replace(/\?.*$/, '').replace(`${root}/`, '');

function panel(): HTMLElement {
  const found = document.getElementById('dev-overlay');
  if (found) return found;
  if (!document.querySelector('link[data-dev-overlay]')) {
    const styles = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./dev-overlay.css', import.meta.url).pathname });
    styles.dataset.devOverlay = '';
    document.head.append(styles);
  }
  const element = Object.assign(document.createElement('aside'), { id: 'dev-overlay', className: 'dev-overlay' });
  element.setAttribute('role', 'alert');
  document.body.append(element);
  return element;
}

function show(): void {
  const problems = [...shown.vite, ...shown.server];
  // A page the server could not render is itself the message.
  if (document.body.classList.contains('dev-error-page')) return;
  if (problems.length === 0) return document.getElementById('dev-overlay')?.remove();
  const element = panel();
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Hide', className: 'dev-overlay-close' });
  close.addEventListener('click', () => element.remove());
  const heading = Object.assign(document.createElement('h2'), { textContent: problems.length === 1 ? 'npm run dev found a problem' : `npm run dev found ${problems.length} problems` });
  const items = problems.map((problem) => {
    const item = document.createElement('li');
    if (placeOf(problem) && !problem.text.startsWith(problem.file!)) item.append(Object.assign(document.createElement('p'), { className: 'dev-overlay-place', textContent: placeOf(problem) }));
    item.append(Object.assign(document.createElement('pre'), { textContent: problem.text }));
    return item;
  });
  const list = document.createElement('ul');
  list.append(...items);
  element.replaceChildren(close, heading, list, Object.assign(document.createElement('p'), { textContent: 'Every other page is still served; save the fix and this goes away.' }));
}

if (import.meta.hot) {
  const hot = import.meta.hot;
  const here = () => ({ path: location.pathname });
  hot.send('capcut:open', here());
  // After the server restarts, Vite's client reloads the page; after a lost connection, the server is told again.
  hot.on('vite:ws:connect', () => hot.send('capcut:open', here()));
  hot.on('capcut:reload', () => location.reload());
  hot.on('capcut:problems', ({ problems, project }: { problems: DevProblem[]; project: string }) => {
    shown.server = problems;
    root = project;
    show();
  });
  hot.on('vite:error', ({ err }: { err: { message: string; id?: string; loc?: { file?: string; line?: number; column?: number } } }) => {
    const file = err.loc?.file ?? err.id;
    shown.vite = [{ text: err.message.replaceAll(`${root}/`, ''), ...(file && { file: inProject(file) }), ...(err.loc?.line && { line: err.loc.line }), ...(err.loc?.column !== undefined && { column: err.loc.column }) }];
    show();
  });
  hot.on('vite:afterUpdate', () => {
    shown.vite = [];
    show();
  });
}
