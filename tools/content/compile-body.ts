/**
 * The compiler of article bodies: @mdx-js/mdx (Markdown with the site's components, GFM tables by
 * remark-gfm, heading ids by github-slugger) with the plugins that give a body the site's markup
 * and collect what the build checks. Imported by compile-article.ts only for a file that is not in
 * its cache.
 *
 * What the body may hold, beyond Markdown and GFM tables: `## Title {#id}` gives a section an id
 * of its own (otherwise it is the title's slug); every `##` opens a <section>, as Section.tsx
 * renders one; a table gets the site's table markup (row headers, data-label for narrow screens)
 * and, wrapped in <Table caption="...">, a caption.
 */
import { compileSync } from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import remarkGfm from 'remark-gfm';
import type { CompiledBody, ComponentUse, HowToSource, SectionLink } from './compiled-body.ts';
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
  position?: { start: { line: number } };
  data?: Record<string, unknown>;
}

const lineOf = (node: TreeNode) => node.position?.start.line ?? 0;

function textOf(node: TreeNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value);
  return (node.children ?? []).map(textOf).join('');
}

/** Literal attribute values; an expression counts when it is a JSON literal such as {10}. */
function propsOf(node: TreeNode): Record<string, string | number | boolean | null> {
  const props: Record<string, string | number | boolean | null> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      try {
        props[attribute.name] = JSON.parse(String((value as { value: string }).value)) as string | number | boolean | null;
      } catch {
        props[attribute.name] = String((value as { value: string }).value);
      }
    }
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

/** `## Title {#id}`, which MDX would read as an expression, escaped so that Markdown keeps it as text. */
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

const escapeHeadingIds = (source: string) => source.replace(/^(##[^\n]*?) \{#([a-z0-9-]+)\}[ \t]*$/gm, '$1 \\{#$2}');

export function compileBody(source: string, format: 'md' | 'mdx'): CompiledBody {
  const found: Found = { sections: [], links: [], components: [], images: [], words: 0 };
  const code = String(
    compileSync(escapeHeadingIds(source), {
      format,
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [remarkGfm, collect(found), imageSyntax(found.images)],
      rehypePlugins: [blockWhitespace, tables, sections, countText(found)],
    }),
  );
  return { code, ...found };
}

