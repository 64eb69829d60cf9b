/**
 * The compiler of article bodies: Markdown and MDX's JSX parsed as MDX parses them (remark-parse,
 * remark-mdx, GFM tables by remark-gfm, heading ids by github-slugger), turned into an HTML tree
 * (hast, by remark-rehype) that keeps the components as MDX's JSX nodes, with the plugins that give
 * a body the site's markup and collect what the build checks. No code is generated: the tree is
 * kept in the compile cache as JSON and rendered with the page (article-components.tsx). Imported
 * by compile-article.ts only for a file that is not in its cache.
 *
 * What the body may hold, beyond Markdown and GFM tables: `## Title {#id}` gives a section an id
 * of its own (otherwise it is the title's slug); every `##` opens a <section>, as Section.tsx
 * renders one; a table gets the site's table markup (row headers, data-label for narrow screens)
 * and, wrapped in <Table caption="...">, a caption. An expression in braces is a literal value
 * (`minutes={10}`, `{"text"}`) or a comment; any other, and import or export, is a problem of the
 * body, reported with its line: nothing of a body is run.
 */
import GithubSlugger from 'github-slugger';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import type { BodyProblem, BodyTree, CompiledBody, ComponentUse, HowToSource, SectionLink } from './compiled-body.ts';
import { imageSyntax, type ImageUse } from './image-syntax.ts';
import { countWords } from './reading-time.ts';

/** A node of the Markdown (mdast) or HTML (hast) tree, as far as this module reads it. */
interface TreeNode {
  type: string;
  name?: string | null;
  tagName?: string;
  depth?: number;
  url?: string;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { line: number; column?: number } };
  data?: Record<string, unknown>;
}

const lineOf = (node: TreeNode) => node.position?.start.line ?? 0;

function textOf(node: TreeNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value);
  return (node.children ?? []).map(textOf).join('');
}

/** A component's attributes: a bare name is true; an expression's value was read by `literalValues`. */
function propsOf(node: TreeNode): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    props[attribute.name] = value === null || value === undefined ? true : (value as string | number | boolean);
  }
  return props;
}

const isJsx = (node: TreeNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Inline content as text and facts (for HowTo steps, which are also JSON-LD, so plain text). */
function partsOf(node: TreeNode): (string | { fact: string })[] {
  if (node.type === 'text') return [String(node.value)];
  if (isJsx(node) && node.name === 'Fact') return [{ fact: String(propsOf(node).name) }];
  return (node.children ?? []).flatMap(partsOf);
}

const explicitId = / \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

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

/** Reads the sections, links, components and steps, and gives each `##` its id. */
const collect = (found: Found) => () => (tree: TreeNode) => {
  const slugger = new GithubSlugger();
  walk(tree, (node) => {
    if (node.type === 'heading' && node.depth === 2) {
      const last = node.children?.at(-1);
      const match = last?.type === 'text' ? explicitId.exec(String(last.value)) : null;
      if (match && last) last.value = String(last.value).slice(0, match.index);
      const title = textOf(node).trim();
      const id = match?.[1] ?? slugger.slug(title);
      node.data = { ...node.data, hProperties: { id } };
      found.sections.push({ id, title });
    }
    if (node.type === 'link' && node.url) found.links.push({ href: node.url, line: lineOf(node) });
    if (isJsx(node) && node.name) {
      found.components.push({ name: node.name, props: propsOf(node), line: lineOf(node) });
      if (node.name === 'HowTo') {
        const props = propsOf(node);
        const steps = (node.children ?? []).filter((child) => isJsx(child) && child.name === 'Step');
        found.howTo = {
          name: String(props.name ?? ''),
          description: String(props.description ?? ''),
          minutes: Number(props.minutes),
          steps: steps.map((step) => ({ name: String(propsOf(step).name ?? ''), text: partsOf(step) })),
        };
      }
    }
  });
};

const element = (tagName: string, properties: Record<string, unknown>, children: TreeNode[]): TreeNode => ({ type: 'element', tagName, properties, children });

/** Each `##` and what follows it, up to the next, becomes a section named by its heading (as Section.tsx). */
const sections = () => (tree: TreeNode) => {
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

/** A table as DataTable.tsx renders one: in .table-wrap, column and row headers, each cell named by its column. */
const tables = () => (tree: TreeNode) => {
  walk(tree, (node) => {
    for (const [index, child] of (node.children ?? []).entries()) {
      const captioned = isJsx(child) && child.name === 'Table';
      const table = captioned ? child.children?.find((inner) => inner.type === 'element' && inner.tagName === 'table') : child.type === 'element' && child.tagName === 'table' ? child : undefined;
      if (!table || table.data?.wrapped) continue;
      table.data = { wrapped: true };
      const rows = (section: string) => table.children?.find((part) => part.tagName === section)?.children?.filter((row) => row.tagName === 'tr') ?? [];
      const cells = (row: TreeNode) => row.children?.filter((cell) => cell.tagName === 'th' || cell.tagName === 'td') ?? [];
      const columns = rows('thead').flatMap(cells);
      for (const cell of columns) cell.properties = { ...cell.properties, scope: 'col' };
      for (const row of rows('tbody')) {
        cells(row).forEach((cell, column) => {
          if (column === 0) {
            cell.tagName = 'th';
            cell.properties = { ...cell.properties, scope: 'row' };
          } else cell.properties = { ...cell.properties, dataLabel: columns[column] ? textOf(columns[column]) : undefined };
        });
      }
      const caption = captioned ? propsOf(child).caption : undefined;
      if (typeof caption === 'string') table.children = [element('caption', {}, [{ type: 'text', value: caption }]), ...(table.children ?? [])];
      node.children![index] = element('div', { className: ['table-wrap'] }, [table]);
    }
  });
};

const blockParents = new Set(['root', 'section', 'ol', 'ul', 'table', 'thead', 'tbody', 'tr', 'div', 'blockquote', 'mdxJsxFlowElement']);

/** Line breaks between block elements (Markdown's, kept by MDX) are no text of the page: dropped, as JSX drops them. */
const blockWhitespace = () => (tree: TreeNode) => {
  walk(tree, (node) => {
    const parentName = node.type === 'element' ? node.tagName! : node.type;
    // A list item holds inline text (a tight list), whose spaces count, or paragraphs (a loose one).
    const looseItem = parentName === 'li' && node.children?.some((child) => child.type === 'element' && child.tagName === 'p');
    if ((!blockParents.has(parentName) && !looseItem) || !node.children) return;
    node.children = node.children.filter((child) => !(child.type === 'text' && /^\s*$/.test(String(child.value))));
  });
};

/** Props whose text a component shows on the page (a card's title, a stat's label, a table's caption...). */
const shownProps = new Set(['title', 'badge', 'label', 'caption', 'meter']);

/** The text a reader reads in a node: its text, the text props its components show, a step's name, and one word per figure. */
function readText(node: TreeNode, parts: string[]): void {
  if (node.type === 'text') parts.push(String(node.value));
  const element = node.type === 'element' || isJsx(node);
  // An element's edges break words, as its tags do on the page.
  if (element) parts.push(' ');
  if (isJsx(node)) {
    for (const [name, value] of Object.entries(propsOf(node))) if (shownProps.has(name) || (node.name === 'Step' && name === 'name')) parts.push(` ${String(value)} `);
    // A figure shows as one word: a <Fact>, or a card's meter value.
    if (node.name === 'Fact' || (node.name === 'Card' && propsOf(node).value !== undefined)) parts.push(' 1 ');
  }
  for (const child of node.children ?? []) readText(child, parts);
  if (element) parts.push(' ');
}

/** Counts the body's words once, from its tree, so that no page is rendered to count them. */
const countText = (found: Found) => () => (tree: TreeNode) => {
  const parts: string[] = [];
  readText(tree, parts);
  found.words = countWords(parts.join(''));
};

/** An expression's estree (acorn's, attached by remark-mdx), as far as `literalOf` reads it. */
interface Estree {
  type: string;
  body?: Estree[];
  expression?: Estree;
  value?: unknown;
  operator?: string;
  argument?: Estree;
  expressions?: Estree[];
  quasis?: { value: { cooked?: string | null } }[];
}

/** The value of a literal expression ("text", 10, -1, true, `text`), or undefined for any other. */
function literalOf(expression: Estree | undefined): string | number | boolean | undefined {
  if (!expression) return undefined;
  if (expression.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof expression.value)) return expression.value as string | number | boolean;
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && typeof expression.argument?.value === 'number') return -expression.argument.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions?.length === 0) return expression.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

const expressionOf = (node: { data?: Record<string, unknown> }) => (node.data?.estree as Estree | undefined)?.body;
const literalRule = 'an expression in an article is a literal value (a number, "text" in quotes, true or false) or a comment: nothing of a body is run';
const handler = /^on[a-z]/i;

/**
 * Every expression replaced by its literal value, so the tree holds plain data: an attribute's
 * becomes its value (minutes={10} the number 10), a child's its text, a comment nothing. Any
 * other expression, a spread and import or export are problems of the body, with their line; an
 * attribute's keeps its text for the props' own checks (an event handler is refused there, with
 * its reason).
 */
const literalValues = (found: Found) => () => (tree: TreeNode) => {
  const problem = (node: TreeNode, reason: string) => found.problems.push({ line: lineOf(node), column: node.position?.start.column ?? 0, reason });
  walk(tree, (node) => {
    node.attributes = node.attributes?.filter((attribute) => {
      if (attribute.type === 'mdxJsxAttribute') return true;
      problem(node, `<${node.name}> {${String(attribute.value)}}: ${literalRule}`);
      return false;
    });
    for (const attribute of node.attributes ?? []) {
      if (typeof attribute.value !== 'object' || attribute.value === null) continue;
      const { value: text, data } = attribute.value as { value: string; data?: Record<string, unknown> };
      const value = literalOf(expressionOf({ data })?.[0]?.expression);
      if (value === undefined && !handler.test(attribute.name!)) problem(node, `<${node.name}> ${attribute.name}={${text}}: ${literalRule}`);
      attribute.value = value ?? text;
    }
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'mdxjsEsm') {
        problem(child, "import and export are not available in an article: its components are the site's (component-props.ts)");
        return [];
      }
      if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') return [child];
      const [statement, ...rest] = expressionOf(child) ?? [];
      if (!statement) return [];
      const value = rest.length === 0 ? literalOf(statement.expression) : undefined;
      if (value === undefined) problem(child, `{${String(child.value)}}: ${literalRule}`);
      // As React renders a child: a boolean shows nothing.
      return value === undefined || typeof value === 'boolean' ? [] : [{ type: 'text', value: String(value), position: child.position }];
    });
  });
};

const flowTypes: Record<string, string> = { mdxJsxTextElement: 'mdxJsxFlowElement', mdxTextExpression: 'mdxFlowExpression' };

/**
 * A paragraph of nothing but components and expressions (a line `<Fact name="..." />`) is no
 * paragraph: they stand alone, as MDX's own step (remark-mark-and-unravel) makes them.
 */
const unravel = () => (tree: TreeNode) => {
  const blank = (part: TreeNode) => part.type === 'text' && /^[\t\n\f\r ]*$/.test(String(part.value));
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      const inner = child.type === 'paragraph' ? child.children! : [];
      if (!inner.some((part) => part.type in flowTypes) || !inner.every((part) => part.type in flowTypes || blank(part))) return [child];
      return inner.filter((part) => !(part.type === 'text' && /^[\t\r\n ]+$/.test(String(part.value)))).map((part) => ({ ...part, type: flowTypes[part.type] ?? part.type }));
    });
  });
};

/** Raw HTML of a .md file dropped, as MDX drops it (rehype-remove-raw). */
const removeRaw = () => (tree: TreeNode) => {
  walk(tree, (node) => {
    if (node.children) node.children = node.children.filter((child) => child.type !== 'raw');
  });
};

/** Position and plugin data dropped: the cache keeps what rendering reads. */
function bare(node: TreeNode): BodyTree {
  const { position: _position, data: _data, children, ...rest } = node;
  return (children ? { ...rest, children: children.map(bare) } : rest) as BodyTree;
}

/** `## Title {#id}`, which MDX would read as an expression, escaped so that Markdown keeps it as text. */
const escapeHeadingIds = (source: string) => source.replace(/^(##[^\n]*?) \{#([a-z0-9-]+)\}[ \t]*$/gm, '$1 \\{#$2}');

/** Components reach the tree as MDX's JSX nodes, which remark-rehype passes through unchanged. */
const jsxNodes = ['mdxJsxFlowElement', 'mdxJsxTextElement'];

/**
 * The steps from Markdown to the body's tree, in order, as MDX takes them up to its tree. A .md
 * file is Markdown only: no components, and its raw HTML is dropped.
 */
const plugins = (format: 'md' | 'mdx', found: Found): PluggableList => [
  remarkParse,
  ...(format === 'mdx' ? [remarkMdx, unravel, literalValues(found)] : []),
  remarkGfm,
  collect(found),
  imageSyntax(found.images),
  [remarkRehype, { allowDangerousHtml: true, passThrough: jsxNodes }],
  removeRaw,
  blockWhitespace,
  tables,
  sections,
  countText(found),
];

export function compileBody(source: string, format: 'md' | 'mdx'): CompiledBody {
  const found: Found = { sections: [], links: [], components: [], images: [], words: 0, problems: [] };
  const processor = unified().use(plugins(format, found));
  const tree = processor.runSync(processor.parse(escapeHeadingIds(source))) as TreeNode;
  found.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree: bare(tree), ...found };
}
