/**
 * The pictures of an article body, as a satteri plugin over its Markdown tree (mdast): a Markdown
 * image alone in its paragraph (`![alt](./file.png "caption")`) becomes a <Figure>, one inside a
 * line of text a <Picture>, and every <Figure> written in MDX is read as it is. Each is collected
 * with its line, so the content layer checks and processes the file it names (article-images.ts);
 * the first one before the body's second section is marked `priority`, the candidate to load first
 * (it may be the page's largest paint) unless the article has a cover picture above it.
 */
import { defineMdastPlugin, type MdastNode, type MdastPluginDefinition, type MdastVisitorContext, type MdxJsxAttributeNode, type MdxJsxFlowElement, type MdxJsxTextElement } from 'satteri';
import { attributeValue, shownText } from './literal-values.ts';

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

type Component = MdxJsxFlowElement | MdxJsxTextElement;
type Image = Extract<MdastNode, { type: 'image' }>;

const attribute = (name: string, value: string | null): MdxJsxAttributeNode => ({ type: 'mdxJsxAttribute', name, value });

/** A written attribute's text ('' for a bare name), or undefined for a value of another kind. */
const stringProp = (node: Readonly<Component>, name: string): string | undefined => {
  const found = node.attributes.find((each): each is MdxJsxAttributeNode => each.type === 'mdxJsxAttribute' && each.name === name);
  const value = found && (attributeValue(found.value) ?? '');
  return typeof value === 'string' ? value : undefined;
};

/** Blank: white space, or an expression that shows nothing (compile-body.ts replaces it by its text in the same walk). */
const isBlank = (node: Readonly<MdastNode>) =>
  (node.type === 'text' && /^\s*$/.test(node.value)) || ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && /^\s*$/.test(shownText(node.value)));

/** A Markdown image as the component that renders it. */
function pictureNode(image: Readonly<Image>, type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'): Component {
  const attributes = [attribute('src', image.url), ...(image.alt ? [attribute('alt', image.alt)] : [])];
  if (image.title && type === 'mdxJsxFlowElement') attributes.push(attribute('caption', image.title));
  return { type, name: type === 'mdxJsxFlowElement' ? 'Figure' : 'Picture', attributes, children: [] } as Component;
}

/** What the plugin keeps while it reads one body: the pictures found, and whether the first near the top is marked. */
interface Pictures {
  readonly found: ImageUse[];
  sections: number;
  prioritySet: boolean;
}

declare module 'satteri' {
  interface DataMap {
    pictures: Pictures;
  }
}

/** The plugin's state for one body (its `ctx.data.pictures`), collecting into `found`. */
export const pictures = (found: ImageUse[]): Pictures => ({ found, sections: 0, prioritySet: false });

/** Records a picture; gives back its attributes with `priority` added if it is the first, near the top. */
function record(state: Pictures, node: Readonly<Component>, line: number): Component['attributes'] | undefined {
  const alt = stringProp(node, 'alt');
  state.found.push({
    src: stringProp(node, 'src') ?? '',
    ...(alt !== undefined && { alt }),
    decorative: node.attributes.some((each) => each.type === 'mdxJsxAttribute' && each.name === 'decorative'),
    line,
  });
  if (state.prioritySet || state.sections >= 2) return undefined;
  state.prioritySet = true;
  return [...node.attributes, attribute('priority', null)];
}

function written(node: Readonly<Component>, ctx: MdastVisitorContext) {
  const attributes = record(ctx.data.pictures!, node, node.position?.start.line ?? 0);
  // satteri sets no attributes in place: the component is replaced by itself with them, its children kept.
  if (attributes) ctx.replaceNode(node, { type: node.type, name: node.name, attributes, children: node.children, ...(node.position && { position: node.position }) } as Component);
}

/** Collects the body's pictures into `ctx.data.pictures` and rewrites Markdown images as components. */
export const imageSyntax: MdastPluginDefinition = defineMdastPlugin({
  name: 'image-syntax',
  options: { position: true },
  heading(node, ctx) {
    if (node.depth === 2) ctx.data.pictures!.sections += 1;
  },
  image(node, ctx) {
    const parent = ctx.parent(node);
    const alone = parent.type === 'paragraph' && parent.children.filter((child) => !isBlank(child)).length === 1;
    const picture = pictureNode(node, alone ? 'mdxJsxFlowElement' : 'mdxJsxTextElement');
    picture.attributes = record(ctx.data.pictures!, picture, node.position?.start.line ?? 0) ?? picture.attributes;
    ctx.replaceNode(alone ? parent : node, picture);
  },
  mdxJsxFlowElement(node, ctx) {
    if (node.name === 'Figure') written(node, ctx);
  },
  mdxJsxTextElement(node, ctx) {
    if (node.name === 'Figure' || node.name === 'Picture') written(node, ctx);
  },
});
