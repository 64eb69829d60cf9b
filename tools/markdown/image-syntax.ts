/**
 * The pictures of an article body, as a remark plugin: a Markdown image alone in its paragraph
 * (`![alt](./file.png "caption")`) becomes a <Figure>, one inside a line of text a <Picture>, and
 * every <Figure> written in MDX is read as it is. Each is collected with its line, so the content
 * layer checks and processes the file it names (article-images.ts); the first one before the
 * body's second section is marked `priority`, the candidate to load first (it may be the page's
 * largest paint) unless the article has a cover picture above it.
 */

/** A picture named by a body, as written. */
export interface ImageUse {
  /** The file, relative to the article's file. */
  readonly src: string;
  /** Undefined when no alt was written at all. */
  readonly alt?: string;
  /** Marked decorative (`<Figure decorative src="..." />`): it says nothing, so it has no alt. */
  readonly decorative: boolean;
  readonly line: number;
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  depth?: number;
  url?: string;
  alt?: string | null;
  title?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  position?: { start: { line: number } };
}

const attribute = (name: string, value: string | null): Attribute => ({ type: 'mdxJsxAttribute', name, value });

const stringProp = (node: Node, name: string): string | undefined => {
  const found = node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  if (!found) return undefined;
  return typeof found.value === 'string' ? found.value : found.value === null || found.value === undefined ? '' : undefined;
};

const isFigure = (node: Node) => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Figure';
const isBlank = (node: Node) => node.type === 'text' && /^\s*$/.test(String(node.value));

/** A Markdown image as the component that renders it, keeping its line for messages. */
function pictureNode(image: Node, type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'): Node {
  const attributes = [attribute('src', image.url ?? ''), ...(image.alt ? [attribute('alt', image.alt)] : [])];
  if (image.title && type === 'mdxJsxFlowElement') attributes.push(attribute('caption', image.title));
  return { type, name: type === 'mdxJsxFlowElement' ? 'Figure' : 'Picture', attributes, children: [], position: image.position };
}

/** Collects the body's pictures into `found` and rewrites Markdown images as components. */
export const imageSyntax = (found: ImageUse[]) => () => (tree: Node) => {
  let sections = 0;
  let prioritySet = false;
  const record = (node: Node) => {
    const alt = stringProp(node, 'alt');
    found.push({
      src: stringProp(node, 'src') ?? '',
      ...(alt !== undefined && { alt }),
      decorative: node.attributes?.some((each) => each.name === 'decorative') ?? false,
      line: node.position?.start.line ?? 0,
    });
    if (!prioritySet && sections < 2) {
      prioritySet = true;
      node.attributes = [...(node.attributes ?? []), attribute('priority', null)];
    }
  };
  const visit = (node: Node) => {
    if (node.type === 'heading' && node.depth === 2) sections += 1;
    const children = node.children;
    if (!children) return;
    children.forEach((child, index) => {
      const meaningful = child.type === 'paragraph' ? (child.children ?? []).filter((inner) => !isBlank(inner)) : [];
      if (meaningful.length === 1 && meaningful[0]!.type === 'image') children[index] = pictureNode(meaningful[0]!, 'mdxJsxFlowElement');
      else if (child.type === 'image') children[index] = pictureNode(child, 'mdxJsxTextElement');
      const now = children[index]!;
      if (isFigure(now) || (now.type === 'mdxJsxTextElement' && now.name === 'Picture')) record(now);
      visit(now);
    });
  };
  visit(tree);
};
