/**
 * How `npm run dev` shows a mistake: in the terminal, and as the page when the page itself cannot
 * be rendered (a component that throws, a module that does not load). That page has no CSP of the
 * site's: it is the dev server's own, and it loads the dev client, so saving the fix reloads it.
 */
import { escapeMarkup } from '../../src/escape-markup.ts';
import { devFiles } from './dev-vite.ts';

/** A mistake in the build's words, with the file and line it names (dev-site.ts's DevProblem). */
interface Problem {
  readonly text: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/** Where a problem is, "src/x.tsx:12:5", when it names a file. */
export const placeOf = ({ file, line, column }: Problem): string => (file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}` : '');

/** The problems as the terminal shows them. */
export const problemLines = (problems: readonly Problem[]): string =>
  ['npm run dev found a problem; every other page is still served, and saving the fix is enough:', ...problems.map((problem) => `  ${placeOf(problem) && !problem.text.startsWith(problem.file!) ? `${placeOf(problem)}: ` : ''}${problem.text.replace(/\n/g, '\n    ')}`)].join('\n');

/** The page served in place of one whose render failed. */
export const errorPage = (problem: Problem, base: string): string => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Error: ${escapeMarkup(placeOf(problem) || 'npm run dev')}</title>
<link rel="stylesheet" href="${base}${devFiles.overlayStyles}">
<script type="module" src="${base}${devFiles.client}"></script>
</head>
<body class="dev-error-page">
<main class="dev-overlay" role="alert">
<h1>This page could not be rendered</h1>
${placeOf(problem) ? `<p class="dev-overlay-place">${escapeMarkup(placeOf(problem))}</p>\n` : ''}<pre>${escapeMarkup(problem.text)}</pre>
<p>Save the fix: this page reloads by itself.</p>
</main>
</body>
</html>
`;
