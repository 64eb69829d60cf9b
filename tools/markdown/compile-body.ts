/**
 * The compiler of article bodies. satteri (a Rust Markdown and MDX parser with GFM tables) parses
 * the body into its Markdown tree (mdast); two satteri plugins read it there and give it the
 * site's Markdown (this file's `reading`: heading ids, links, components, HowTo steps, expressions;
 * image-syntax.ts: pictures); satteri turns it into an HTML tree (hast) that keeps the components
 * as MDX's JSX nodes, and the steps below give that tree the site's markup and count its words.
 * No code is generated: the tree is kept in the compile cache as JSON and rendered with the page
 * (article-components.tsx). Imported by compile-article.ts only for a file that is not in its cache.
 *
 * What the body may hold, beyond Markdown and GFM tables: `## Title {#id}` gives a section an id
 * of its own (otherwise it is the title's slug); every `##` opens a <section>, as Section.tsx
 * renders one; a table gets the site's table markup (row headers, data-label for narrow screens)
 * and, wrapped in <Table caption="...">, a caption. An expression in braces is a literal value
 * (`minutes={10}`, `{"text"}`) or a comment; any other, and import or export, is a problem of the
 * body, reported with its line: nothing of a body is run.
 */
import GithubSlugger from 'github-slugger';
import {
  applyCommandsToMdastHandle,
  convertMdastToHastHandle,
  createMdastHandle,
  createMdxMdastHandle,
  defineMdastPlugin,
  dropHandle,
  HastReader,
  materializeHastTree,
  resolveMdastSubscriptions,
  serializeHandle,
  visitMdastHandle,
  type Features,
  type MdastNode,
  type MdastPluginDefinition,
  type MdastVisitorContext,
  type MdxJsxFlowElement,
  type MdxJsxTextElement,
} from 'satteri';
import type { BodyProblem, BodyTree, CompiledBody, ComponentUse, HowToSource, SectionLink, TextParts } from './compiled-body.ts';
import { imageSyntax, type ImageUse } from './image-syntax.ts';
import { attributeLiteral, expressionValue, literalRule } from './literal-values.ts';
import { countWords } from './reading-time.ts';

/** A node of the Markdown tree as a plugin reads it. */
type MarkdownNode = Readonly<MdastNode>;
type Component = Readonly<MdxJsxFlowElement | MdxJsxTextElement>;

/** What the compiler collects from a body while it reads it. */
interface Found {
  sections: SectionLink[];
  links: { href: string; line: number }[];
  components: ComponentUse[];
  howTo?: HowToSource;
  images: ImageUse[];
  words: number;
  problems: BodyProblem[];
}

const lineOf = (node: { position?: { start: { line: number } } | undefined }) => node.position?.start.line ?? 0;
const isComponent = (node: MarkdownNode): node is Component => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isExpression = (node: MarkdownNode) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';
const childrenOf = (node: MarkdownNode): readonly MarkdownNode[] => ('children' in node ? node.children : []);

/** The text an expression child shows: its literal value, as React renders it (a boolean shows nothing). */
function shownText(text: string): string {
  const read = expressionValue(text);
  return read.comment || read.value === undefined || typeof read.value === 'boolean' ? '' : String(read.value);
}

function textOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (isExpression(node)) return shownText(String((node as { value: unknown }).value));
  return childrenOf(node).map(textOf).join('');
}

/** A component's attributes: a bare name is true, an expression its literal value (or its code, which the reading reports). */
function propsOf(node: Component): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    props[attribute.name] = value === null || value === undefined ? true : typeof value === 'string' ? value : (attributeLiteral(value.value) ?? value.value);
  }
  return props;
}

/** Inline content as text and facts (for HowTo steps, which are also JSON-LD, so plain text). */
function partsOf(node: MarkdownNode): TextParts {
  if (node.type === 'text') return [node.value];
  if (isExpression(node)) return [shownText(String((node as { value: unknown }).value))].filter(Boolean);
  if (isComponent(node) && node.name === 'Fact') return [{ fact: String(propsOf(node).name) }];
  return childrenOf(node).flatMap(partsOf);
}

const explicitId = / \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;
const handler = /^on[a-z]/i;

/**
 * Reads the sections, links, components and steps, gives each `##` its id, and replaces every
 * expression by its literal value (a comment by nothing), so the tree holds plain data. Any other
 * expression, a spread and import or export are problems of the body, with their line; an
 * attribute's keeps its text for the props' own checks (an event handler is refused there, with
 * its reason).
 */
function reading(found: Found): MdastPluginDefinition {
  const slugger = new GithubSlugger();
  const problem = (node: MarkdownNode, reason: string) => found.problems.push({ line: lineOf(node), column: node.position?.start.column ?? 0, reason });
  const component = (node: Component) => {
    for (const attribute of node.attributes) if (attribute.type === 'mdxJsxExpressionAttribute') problem(node, `<${node.name}> {${attribute.value}}: ${literalRule}`);
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) continue;
      if (attributeLiteral(attribute.value.value) === undefined && !handler.test(attribute.name)) problem(node, `<${node.name}> ${attribute.name}={${attribute.value.value}}: ${literalRule}`);
    }
    if (!node.name) return;
    const props = propsOf(node);
    found.components.push({ name: node.name, props, line: lineOf(node) });
    if (node.name !== 'HowTo') return;
    const steps = childrenOf(node).filter((child): child is Component => isComponent(child) && child.name === 'Step');
    found.howTo = {
      name: String(props.name ?? ''),
      description: String(props.description ?? ''),
      minutes: Number(props.minutes),
      steps: steps.map((step) => ({ name: String(propsOf(step).name ?? ''), text: partsOf(step) })),
    };
  };
  const expression = (node: MarkdownNode & { value: string }, ctx: MdastVisitorContext) => {
    const read = expressionValue(node.value);
    if (!read.comment && read.value === undefined) problem(node, `{${node.value}}: ${literalRule}`);
    // As React renders a child: a boolean shows nothing.
    if (read.comment || read.value === undefined || typeof read.value === 'boolean') ctx.removeNode(node);
    else ctx.replaceNode(node, { type: 'text', value: String(read.value) });
  };
  return defineMdastPlugin({
    name: 'reading',
    options: { position: true },
    heading(node, ctx) {
      if (node.depth !== 2) return;
      const last = node.children.at(-1);
      const match = last?.type === 'text' ? explicitId.exec(last.value) : null;
      const text = textOf(node);
      if (match && last?.type === 'text') ctx.setProperty(last, 'value', last.value.slice(0, match.index));
      const title = text.slice(0, text.length - (match?.[0].length ?? 0)).trim();
      const id = match?.[1] ?? slugger.slug(title);
      ctx.setProperty(node, 'data', { ...node.data, hProperties: { id } });
      found.sections.push({ id, title });
    },
    link(node) {
      if (node.url) found.links.push({ href: node.url, line: lineOf(node) });
    },
    mdxJsxFlowElement: component,
    mdxJsxTextElement: component,
    mdxFlowExpression: expression,
    mdxTextExpression: expression,
    mdxjsEsm(node, ctx) {
      problem(node, "import and export are not available in an article: its components are the site's (component-props.ts)");
      ctx.removeNode(node);
    },
  });
}

/** A node of the HTML tree, as far as the steps below read it. */
interface TreeNode {
  type: string;
  name?: string | null;
  tagName?: string;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: unknown;
  data?: Record<string, unknown>;
}

const isJsx = (node: TreeNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function htmlText(node: TreeNode): string {
  if (node.type === 'text') return String(node.value);
  return (node.children ?? []).map(htmlText).join('');
}

/** Each attribute as its literal value (minutes={10} the number 10), an expression's as its code when it holds none; spreads dropped (`reading` reported them). */
const attributeValues = (tree: TreeNode) => {
  walk(tree, (node) => {
    if (!node.attributes) return;
    node.attributes = node.attributes
      .filter((attribute) => attribute.type === 'mdxJsxAttribute')
      .map((attribute) => {
        const value = attribute.value as { value: string } | string | null | undefined;
        return typeof value === 'object' && value !== null ? { ...attribute, value: attributeLiteral(value.value) ?? value.value } : attribute;
      });
  });
};

const element = (tagName: string, properties: Record<string, unknown>, children: TreeNode[]): TreeNode => ({ type: 'element', tagName, properties, children });

/** Each `##` and what follows it, up to the next, becomes a section named by its heading (as Section.tsx). */
const sections = (tree: TreeNode) => {
  const children: TreeNode[] = [];
  let open: TreeNode | undefined;
  for (const node of tree.children ?? []) {
    if (node.type === 'element' && node.tagName === 'h2') {
      const id = String(node.properties?.id);
      node.properties = { ...node.properties, id: `${id}-title` };
      open = element('section', { id, ariaLabelledBy: `${id}-title`, className: ['section'] }, [node]);
      children.push(open);
    } else if (open) open.children!.push(node);
    else children.push(node);
  }
  tree.children = children;
};

/** A column's alignment, which satteri writes as a style and the page as `align` (a style attribute is refused by the page's Content-Security-Policy). */
const alignStyle = /^text-align: (left|center|right)$/;

/** A table as DataTable.tsx renders one: in .table-wrap, column and row headers, each cell named by its column. */
const tables = (tree: TreeNode) => {
  walk(tree, (node) => {
    for (const [index, child] of (node.children ?? []).entries()) {
      const captioned = isJsx(child) && child.name === 'Table';
      const table = captioned ? child.children?.find((inner) => inner.type === 'element' && inner.tagName === 'table') : child.type === 'element' && child.tagName === 'table' ? child : undefined;
      if (!table || table.data?.wrapped) continue;
      table.data = { wrapped: true };
      const rows = (section: string) => table.children?.find((part) => part.tagName === section)?.children?.filter((row) => row.tagName === 'tr') ?? [];
      const cells = (row: TreeNode) => row.children?.filter((cell) => cell.tagName === 'th' || cell.tagName === 'td') ?? [];
      for (const cell of [...rows('thead'), ...rows('tbody')].flatMap(cells)) {
        cell.properties = Object.fromEntries(Object.entries(cell.properties ?? {}).map(([name, value]) => {
          const align = name === 'style' ? alignStyle.exec(String(value)) : null;
          return align ? ['align', align[1]] : [name, value];
        }));
      }
      const columns = rows('thead').flatMap(cells);
      for (const cell of columns) cell.properties = { ...cell.properties, scope: 'col' };
      for (const row of rows('tbody')) {
        cells(row).forEach((cell, column) => {
          if (column === 0) {
            cell.tagName = 'th';
            cell.properties = { ...cell.properties, scope: 'row' };
          } else cell.properties = { ...cell.properties, dataLabel: columns[column] ? htmlText(columns[column]) : undefined };
        });
      }
      const caption = captioned ? child.attributes?.find((attribute) => attribute.name === 'caption')?.value : undefined;
      if (typeof caption === 'string') table.children = [element('caption', {}, [{ type: 'text', value: caption }]), ...(table.children ?? [])];
      node.children![index] = element('div', { className: ['table-wrap'] }, [table]);
    }
  });
};

const blockParents = new Set(['root', 'section', 'ol', 'ul', 'table', 'thead', 'tbody', 'tr', 'div', 'blockquote', 'mdxJsxFlowElement']);

/** Line breaks between block elements (Markdown's, kept by MDX) are no text of the page: dropped, as JSX drops them. */
const blockWhitespace = (tree: TreeNode) => {
  walk(tree, (node) => {
    const parentName = node.type === 'element' ? node.tagName! : node.type;
    // A list item holds inline text (a tight list), whose spaces count, or paragraphs (a loose one).
    const looseItem = parentName === 'li' && node.children?.some((child) => child.type === 'element' && child.tagName === 'p');
    if ((!blockParents.has(parentName) && !looseItem) || !node.children) return;
    node.children = node.children.filter((child) => !(child.type === 'text' && /^\s*$/.test(String(child.value))));
  });
};

/** Raw HTML of a .md file dropped, as MDX drops it. */
const removeRaw = (tree: TreeNode) => {
  walk(tree, (node) => {
    if (node.children) node.children = node.children.filter((child) => child.type !== 'raw');
  });
};

/** Props whose text a component shows on the page (a card's title, a stat's label, a table's caption...). */
const shownProps = new Set(['title', 'badge', 'label', 'caption', 'meter']);

/** The text a reader reads in a node: its text, the text props its components show, a step's name, and one word per figure. */
function readText(node: TreeNode, parts: string[]): void {
  if (node.type === 'text') parts.push(String(node.value));
  const isElement = node.type === 'element' || isJsx(node);
  // An element's edges break words, as its tags do on the page.
  if (isElement) parts.push(' ');
  if (isJsx(node)) {
    const props = Object.fromEntries((node.attributes ?? []).map((attribute) => [attribute.name, attribute.value === null || attribute.value === undefined ? true : attribute.value]));
    for (const [name, value] of Object.entries(props)) if (shownProps.has(name) || (node.name === 'Step' && name === 'name')) parts.push(` ${String(value)} `);
    // A figure shows as one word: a <Fact>, or a card's meter value.
    if (node.name === 'Fact' || (node.name === 'Card' && props.value !== undefined)) parts.push(' 1 ');
  }
  for (const child of node.children ?? []) readText(child, parts);
  if (isElement) parts.push(' ');
}

/** Position and plugin data dropped: the cache keeps what rendering reads. */
function bare(node: TreeNode): BodyTree {
  const { position: _position, data: _data, children, ...rest } = node;
  return (children ? { ...rest, children: children.map(bare) } : rest) as BodyTree;
}

/** `## Title {#id}`, which MDX would read as an expression, escaped so that Markdown keeps it as text. */
const escapeHeadingIds = (source: string) => source.replace(/^(##[^\n]*?) \{#([a-z0-9-]+)\}[ \t]*$/gm, '$1 \\{#$2}');

/** Markdown as GitHub writes it (tables, strikethrough, task lists, footnotes, bare links), no front matter (the content layer splits it off). */
const features: Features = { gfm: true, frontmatter: false };

/** satteri's syntax error, "line:column: reason (rule)". */
const syntaxError = /^(\d+):(\d+): ([\s\S]*?)(?: \([\w-]+:[\w-]+\))?$/;

/** A body MDX cannot read, with where (the content layer names the file). */
class BodySyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${line}:${column}: ${reason}`);
  }
}

/** Parses the body, runs the plugins over its Markdown tree in order, and gives its HTML tree. A .md file is Markdown only: no components. */
function parse(source: string, format: 'md' | 'mdx', plugins: readonly MdastPluginDefinition[]): TreeNode {
  let markdown: MdastHandle;
  try {
    markdown = (format === 'mdx' ? createMdxMdastHandle : createMdastHandle)(source, features, true);
  } catch (error) {
    const where = syntaxError.exec((error as Error).message);
    throw where ? new BodySyntaxError(Number(where[1]), Number(where[2]), where[3]!) : error;
  }
  try {
    for (const plugin of plugins) {
      const visited = visitMdastHandle(markdown, plugin, resolveMdastSubscriptions(plugin), source, undefined, {}, format === 'mdx' ? 'mdx' : 'markdown');
      if (visited instanceof Promise) throw new Error(`the plugin ${plugin.name} is asynchronous; the compiler runs synchronously`);
      if (visited.hasMutations) applyCommandsToMdastHandle(markdown, visited.commandBuffer);
    }
    const html = convertMdastToHastHandle(markdown);
    try {
      return materializeHastTree(new HastReader(serializeHandle(html))) as TreeNode;
    } finally {
      dropHandle(html);
    }
  } finally {
    dropHandle(markdown);
  }
}

export function compileBody(source: string, format: 'md' | 'mdx'): CompiledBody {
  const found: Found = { sections: [], links: [], components: [], images: [], words: 0, problems: [] };
  const tree = parse(escapeHeadingIds(source), format, [reading(found), imageSyntax(found.images)]);
  for (const step of [attributeValues, removeRaw, blockWhitespace, tables, sections]) step(tree);
  const parts: string[] = [];
  readText(tree, parts);
  found.words = countWords(parts.join(''));
  found.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree: bare(tree), ...found };
}
