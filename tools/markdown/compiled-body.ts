import type { ImageUse } from './image-syntax.ts';

/** What compiling an article's body gives (compile-body.ts), as the compile cache keeps it (compile-article.ts). */
import type { Root } from 'hast';

/** The body as an HTML tree (hast) whose components are MDX's JSX nodes with literal props: data, rendered with the page. */
export type BodyTree = Root;

export interface SectionLink {
  readonly id: string;
  readonly title: string;
}

/** A use of a component in the body: its name, literal attributes and line. */
export interface ComponentUse {
  readonly name: string;
  readonly props: Readonly<Record<string, string | number | boolean | null>>;
  readonly line: number;
}

/** Text with facts in it, resolved when the article is loaded: strings, and facts by name. */
export type TextParts = readonly (string | { readonly fact: string })[];

export interface HowToSource {
  readonly name: string;
  readonly description: string;
  readonly minutes: number;
  readonly steps: readonly { readonly name: string; readonly text: TextParts }[];
}

/** What the compiler refuses in a body (an expression that is no literal value, an import), where it is written. */
export interface BodyProblem {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

export interface CompiledBody {
  /** The body's tree, rendered by article-components.tsx. */
  readonly tree: BodyTree;
  readonly sections: readonly SectionLink[];
  readonly links: readonly { readonly href: string; readonly line: number }[];
  readonly components: readonly ComponentUse[];
  readonly howTo?: HowToSource;
  /** The pictures it shows, with their lines (image-syntax.ts). */
  readonly images: readonly ImageUse[];
  /** The words of its text, for the reading time (compile-body.ts). */
  readonly words: number;
  readonly problems: readonly BodyProblem[];
}
