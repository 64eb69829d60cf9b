/**
 * The compiler of article bodies. satteri (a Rust parser of Markdown, MDX and GFM tables) reads the
 * body into its Markdown tree (mdast), where two satteri plugins, run as one walk, read it and give
 * it the site's Markdown (`reading` below: links, components, HowTo steps, expressions;
 * image-syntax.ts: pictures); satteri turns that into an HTML tree (hast) that keeps the
 * components as MDX's JSX nodes, and the steps below give it the site's markup (heading ids and
 * sections, tables) and count its words. No code is generated: the tree is kept in the compile
 * cache as JSON and rendered with the page (article-components.tsx). Imported by
 * compile-article.ts only for a file that is not in its cache.
 *
 * What the body may hold, beyond Markdown and GFM tables: `## Title {#id}` gives a section an id
 * of its own (otherwise it is the title's slug); every `##` opens a <section>, as Section.tsx
 * renders one; a table gets the site's table markup (row headers, data-label for narrow screens)
 * and, wrapped in <Table caption="...">, a caption. An expression in braces is a literal value
 * (`minutes={10}`, `{"text"}`) or a comment; any other, and import or export, is a problem of the
 * body, reported with its line: nothing of a body is run.
 */
import GithubSlugger from 'github-slugger';
import { applyCommandsToMdastHandle, convertMdastToHastHandle, createMdastHandle, createMdxMdastHandle, defineMdastPlugin, dropHandle, HastReader, materializeHastTree, resolveMdastSubscriptions, serializeHandle, visitMdastHandle } from 'satteri';
import type { Features, MdastNode, MdastPluginDefinition, MdastVisitorContext, MdxJsxFlowElement, MdxJsxTextElement } from 'satteri';
import type { BodyProblem, BodyTree, CompiledBody, ComponentUse, HowToSource, SectionLink, TextParts } from './compiled-body.ts';
import { imageSyntax, pictures, type ImageUse } from './image-syntax.ts';
import { attributeLiteral, attributeValue, expressionValue, literalRule, shownText } from './literal-values.ts';
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

declare module 'satteri' {
  interface DataMap {
    /** What `reading` collects from the body being compiled. */
    found: Found;
  }
}

const lineOf = (node: { position?: { start: { line: number } } | undefined }) => node.position?.start.line ?? 0;
const isComponent = (node: MarkdownNode): node is Component => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isExpression = (node: MarkdownNode): node is MarkdownNode & { value: string } => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';
const childrenOf = (node: MarkdownNode): readonly MarkdownNode[] => ('children' in node ? node.children : []);

/** A component's props: a bare name is true, an expression its literal value (or its code, which `reading` reports). */
const propsOf = (node: Component): Record<string, string | number | boolean> =>
  Object.fromEntries(node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' ? [[attribute.name, attributeValue(attribute.value) ?? true]] : [])));

/** Inline content as text and facts (for HowTo steps, which are also JSON-LD, so plain text). */
function partsOf(node: MarkdownNode): TextParts {
  if (node.type === 'text') return [node.value];
  if (isExpression(node)) return [shownText(node.value)].filter(Boolean);
  if (isComponent(node) && node.name === 'Fact') return [{ fact: String(propsOf(node).name) }];
  return childrenOf(node).flatMap(partsOf);
}

const handler = /^on[a-z]/i;

/**
 * Reads the links, components and steps, and replaces every expression by its literal value (a
 * comment by nothing), so the tree holds plain data. Any other expression, a spread and import or
 * export are problems of the body, with their line; an attribute's keeps its text for the props'
 * own checks (an event handler is refused there, with its reason).
 */
const reading = defineMdastPlugin({
  name: 'reading',
  options: { position: true },
  link(node, ctx) {
    if (node.url) ctx.data.found!.links.push({ href: node.url, line: lineOf(node) });
  },
  mdxJsxFlowElement: component,
  mdxJsxTextElement: component,
  mdxFlowExpression: expression,
  mdxTextExpression: expression,
  mdxjsEsm(node, ctx) {
    problem(ctx, node, "import and export are not available in an article: its components are the site's (component-props.ts)");
    ctx.removeNode(node);
  },
});

function problem(ctx: MdastVisitorContext, node: MarkdownNode, reason: string) {
  ctx.data.found!.problems.push({ line: lineOf(node), column: node.position?.start.column ?? 0, reason });
}

function component(node: Component, ctx: MdastVisitorContext) {
  for (const attribute of node.attributes) if (attribute.type === 'mdxJsxExpressionAttribute') problem(ctx, node, `<${node.name}> {${attribute.value}}: ${literalRule}`);
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) continue;
    if (attributeLiteral(attribute.value.value) === undefined && !handler.test(attribute.name)) problem(ctx, node, `<${node.name}> ${attribute.name}={${attribute.value.value}}: ${literalRule}`);
  }
  if (!node.name) return;
  const found = ctx.data.found!;
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
}

function expression(node: MarkdownNode & { value: string }, ctx: MdastVisitorContext) {
  const read = expressionValue(node.value);
  if (!read.comment && read.value === undefined) problem(ctx, node, `{${node.value}}: ${literalRule}`);
  // As React renders a child: a boolean shows nothing.
  const text = shownText(node.value);
  if (text) ctx.replaceNode(node, { type: 'text', value: text });
  else ctx.removeNode(node);
}

/** Several plugins as one, so the tree is walked once: each visitor of each, in their order, on every node. */
function together(name: string, plugins: readonly MdastPluginDefinition[]): MdastPluginDefinition {
  const visitors = new Map<string, ((node: never, ctx: MdastVisitorContext) => unknown)[]>();
  for (const plugin of plugins)
    for (const [key, visit] of Object.entries(plugin)) if (typeof visit === 'function' && key !== 'before' && key !== 'after') visitors.set(key, [...(visitors.get(key) ?? []), visit]);
  const joined = Object.fromEntries([...visitors].map(([key, each]) => [key, (node: never, ctx: MdastVisitorContext) => each.forEach((visit) => visit(node, ctx))]));
  return defineMdastPlugin({ name, options: { position: true }, ...joined });
}

/** The Markdown tree's steps, in one walk: what `reading` collects and replaces, and the pictures. */
const markdownSteps = together('article-body', [reading, imageSyntax]);

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
const isElement = (node: TreeNode, tagName: string) => node.type === 'element' && node.tagName === tagName;

/** A heading's text as it reads: its text, without a footnote's mark. */
function headingText(node: TreeNode): string {
  if (node.type === 'text') return String(node.value);
  if (node.properties?.dataFootnoteRef) return '';
  return (node.children ?? []).map(headingText).join('');
}

const explicitId = / \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

/** Gives a `##` its id, written after it as `{#id}` or its title's slug, and lists it as a section. */
function heading(node: TreeNode, found: Found, slugger: GithubSlugger) {
  const last = node.children?.at(-1);
  const match = last?.type === 'text' ? explicitId.exec(String(last.value)) : null;
  if (match && last) last.value = String(last.value).slice(0, match.index);
  const title = headingText(node).trim();
  const id = match?.[1] ?? slugger.slug(title);
  node.properties = { ...node.properties, id };
  found.sections.push({ id, title });
}

/** Each attribute as its literal value (minutes={10} the number 10), an expression's as its code when it holds none; spreads dropped (`reading` reported them). */
function attributeValues(node: TreeNode) {
  node.attributes = node.attributes!.filter((attribute) => attribute.type === 'mdxJsxAttribute').map((attribute) => ({ ...attribute, value: attributeValue(attribute.value as Parameters<typeof attributeValue>[0]) }));
}

const blockParents = new Set(['root', 'section', 'ol', 'ul', 'table', 'thead', 'tbody', 'tr', 'div', 'blockquote', 'mdxJsxFlowElement']);

/**
 * What a node holds on the page: raw HTML of a .md file dropped (as MDX drops it), and the line
 * breaks between block elements (Markdown's, kept by MDX), which are no text of the page, as JSX
 * drops them.
 */
function shownChildren(node: TreeNode, children: TreeNode[]): TreeNode[] {
  const parentName = node.type === 'element' ? node.tagName! : node.type;
  // A list item holds inline text (a tight list), whose spaces count, or paragraphs (a loose one).
  const blocks = blockParents.has(parentName) || (parentName === 'li' && children.some((child) => isElement(child, 'p')));
  return children.filter((child) => child.type !== 'raw' && !(blocks && child.type === 'text' && /^\s*$/.test(String(child.value))));
}

const element = (tagName: string, properties: Record<string, unknown>, children: TreeNode[]): TreeNode => ({ type: 'element', tagName, properties, children });

function htmlText(node: TreeNode): string {
  if (node.type === 'text') return String(node.value);
  return (node.children ?? []).map(htmlText).join('');
}

/** A column's alignment, which satteri writes as a style; as `align` (remark-rehype's), the renderer writes the style after the cell's other attributes, as the pages have it. */
const alignStyle = /^text-align: (left|center|right)$/;

/** A table as DataTable.tsx renders one: in .table-wrap, column and row headers, each cell named by its column; the caption of a <Table> around it. */
function wrappedTable(table: TreeNode, caption: unknown): TreeNode {
  table.data = { wrapped: true };
  const rows = (section: string) => table.children?.find((part) => part.tagName === section)?.children?.filter((row) => row.tagName === 'tr') ?? [];
  const cells = (row: TreeNode) => row.children?.filter((cell) => cell.tagName === 'th' || cell.tagName === 'td') ?? [];
  for (const cell of [...rows('thead'), ...rows('tbody')].flatMap(cells)) {
    cell.properties = Object.fromEntries(
      Object.entries(cell.properties ?? {}).map(([name, value]) => {
        const align = name === 'style' ? alignStyle.exec(String(value)) : null;
        return align ? ['align', align[1]] : [name, value];
      }),
    );
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
  if (typeof caption === 'string') table.children = [element('caption', {}, [{ type: 'text', value: caption }]), ...(table.children ?? [])];
  return element('div', { className: ['table-wrap'] }, [table]);
}

/** Tables among a node's children, each as `wrappedTable`; a <Table> becomes the table it holds. */
function tables(children: TreeNode[]): TreeNode[] {
  return children.map((child) => {
    if (child.data?.wrapped) return child;
    if (isElement(child, 'table')) return wrappedTable(child, undefined);
    const table = isJsx(child) && child.name === 'Table' ? child.children?.find((inner) => isElement(inner, 'table')) : undefined;
    return table ? wrappedTable(table, child.attributes?.find((attribute) => attribute.name === 'caption')?.value) : child;
  });
}

/**
 * The HTML tree's steps, in one walk: attribute values, what is shown (`shownChildren`), the
 * sections' ids, and the tables. A table's wrapper is walked as any node, its table is not again.
 */
function shape(node: TreeNode, found: Found, slugger: GithubSlugger, footnotes = false): void {
  if (node.attributes) attributeValues(node);
  // The footnotes' own heading is no section of the article.
  if (isElement(node, 'h2') && !footnotes) heading(node, found, slugger);
  if (!node.children) return;
  node.children = tables(shownChildren(node, node.children));
  for (const child of node.children) shape(child, found, slugger, footnotes || (isElement(node, 'section') && Boolean(node.properties?.dataFootnotes)));
}

/** Each `##` and what follows it, up to the next, becomes a section named by its heading (as Section.tsx). */
function sections(tree: TreeNode): void {
  const children: TreeNode[] = [];
  let open: TreeNode | undefined;
  for (const node of tree.children ?? []) {
    if (isElement(node, 'h2')) {
      const id = String(node.properties?.id);
      node.properties = { ...node.properties, id: `${id}-title` };
      open = element('section', { id, ariaLabelledBy: `${id}-title`, className: ['section'] }, [node]);
      children.push(open);
    } else if (open) open.children!.push(node);
    else children.push(node);
  }
  tree.children = children;
}

/** Props whose text a component shows on the page (a card's title, a stat's label, a table's caption...). */
const shownProps = new Set(['title', 'badge', 'label', 'caption', 'meter']);

/**
 * The node as the cache keeps it, without position and plugin data; and the text a reader reads in
 * it into `parts`: its text, the text props its components show, a step's name, and one word per
 * figure, so that no page is rendered to count the words.
 */
function kept(node: TreeNode, parts: string[]): TreeNode {
  if (node.type === 'text') {
    parts.push(String(node.value));
    return { type: 'text', value: node.value };
  }
  const edged = node.type === 'element' || isJsx(node);
  // An element's edges break words, as its tags do on the page.
  if (edged) parts.push(' ');
  if (isJsx(node)) {
    const props = Object.fromEntries((node.attributes ?? []).map((attribute) => [attribute.name, attribute.value ?? true]));
    for (const [name, value] of Object.entries(props)) if (shownProps.has(name) || (node.name === 'Step' && name === 'name')) parts.push(` ${String(value)} `);
    // A figure shows as one word: a <Fact>, or a card's meter value.
    if (node.name === 'Fact' || (node.name === 'Card' && props.value !== undefined)) parts.push(' 1 ');
  }
  const children = node.children?.map((child) => kept(child, parts));
  if (edged) parts.push(' ');
  if (node.type === 'element') return { type: 'element', tagName: node.tagName, properties: node.properties, children };
  if (isJsx(node)) return { type: node.type, name: node.name, attributes: node.attributes, children };
  const { position: _position, data: _data, ...rest } = node;
  return children ? { ...rest, children } : rest;
}

/** `## Title {#id}`, which MDX would read as an expression, escaped so that Markdown keeps it as text. */
const escapeHeadingIds = (source: string) => source.replace(/^(##[^\n]*?) \{#([a-z0-9-]+)\}[ \t]*$/gm, '$1 \\{#$2}');

/** Markdown as GitHub writes it (tables, strikethrough, task lists, footnotes, bare links), no front matter (the content layer splits it off). */
const features: Features = { gfm: true, frontmatter: false };

/** satteri's syntax error, "line:column: reason (rule)", as the content layer reports it: with its line and column. */
const syntaxError = /^(\d+):(\d+): ([\s\S]*?)(?: \([\w-]+:[\w-]+\))?$/;
const located = (error: Error) => {
  const [, line, column, reason] = syntaxError.exec(error.message) ?? [];
  return reason ? Object.assign(error, { line: Number(line), column: Number(column), reason }) : error;
};

/**
 * Parses the body, runs the plugins over its Markdown tree, and gives its HTML tree. satteri's
 * one-call functions end in HTML or JavaScript; the build keeps the tree, so its step-by-step API
 * is used. A .md file is Markdown only: no components.
 */
function parse(source: string, format: 'md' | 'mdx', found: Found): TreeNode {
  let markdown: MdastHandle;
  try {
    markdown = (format === 'mdx' ? createMdxMdastHandle : createMdastHandle)(source, features, true);
  } catch (error) {
    throw located(error as Error);
  }
  try {
    const data = { found, pictures: pictures(found.images) };
    const visited = visitMdastHandle(markdown, markdownSteps, resolveMdastSubscriptions(markdownSteps), source, undefined, data, format === 'mdx' ? 'mdx' : 'markdown');
    if (visited instanceof Promise) throw new Error('the Markdown tree steps are asynchronous; the compiler runs synchronously');
    if (visited.hasMutations) applyCommandsToMdastHandle(markdown, visited.commandBuffer);
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
  const html = parse(escapeHeadingIds(source), format, found);
  shape(html, found, new GithubSlugger());
  sections(html);
  const parts: string[] = [];
  const tree = kept(html, parts) as BodyTree;
  found.words = countWords(parts.join(''));
  found.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree, ...found };
}
