/** /blog/keyboard-shortcuts/ (also /keyboard-shortcuts/ and /capcut-keyboard-shortcuts/): desktop shortcuts by category. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { keyboardShortcuts } from '../content/articles/keyboard-shortcuts.ts';

export default function KeyboardShortcutsPage() {
  return <ArticleView article={keyboardShortcuts} />;
}

export const structuredData = () => articleStructuredData(keyboardShortcuts);
