/**
 * What an expression written in an article's MDX holds (`minutes={10}`, `{"text"}`, a comment in
 * braces), read without running it. satteri checks an expression's syntax but keeps only its text;
 * acorn (which remark-mdx used for the same job) parses that text, and a literal value is read
 * from its tree. Anything else is code, which an article may not hold (compile-body.ts reports it).
 */
import { parse, type Expression } from 'acorn';

export type Literal = string | number | boolean;

export const literalRule = 'an expression in an article is a literal value (a number, "text" in quotes, true or false) or a comment: nothing of a body is run';

/** The value of a literal expression ("text", 10, -1, true, `text`), or undefined for any other. */
function literalOf(expression: Expression): Literal | undefined {
  if (expression.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof expression.value)) return expression.value as Literal;
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal' && typeof expression.argument.value === 'number') return -expression.argument.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** What an expression holds: a comment (nothing), or its literal value (undefined for code). */
export function expressionValue(text: string): { readonly comment: true } | { readonly comment: false; readonly value: Literal | undefined } {
  let statements;
  try {
    statements = parse(text, { ecmaVersion: 'latest', sourceType: 'module' }).body;
  } catch {
    return { comment: false, value: undefined };
  }
  if (statements.length === 0) return { comment: true };
  const [statement] = statements;
  return { comment: false, value: statements.length === 1 && statement?.type === 'ExpressionStatement' ? literalOf(statement.expression) : undefined };
}

/** The text an expression child shows, as React renders its value: nothing for a boolean, a comment or code. */
export function shownText(text: string): string {
  const read = expressionValue(text);
  return read.comment || read.value === undefined || typeof read.value === 'boolean' ? '' : String(read.value);
}

/** An attribute's expression as its literal value, or undefined when it holds none (a comment or code). */
export function attributeLiteral(text: string): Literal | undefined {
  const read = expressionValue(text);
  return read.comment ? undefined : read.value;
}

/** A JSX attribute's value as a prop: null for a bare name, an expression's literal value (or its code, which the compiler reports). */
export const attributeValue = (value: string | { readonly value: string } | null | undefined): Literal | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : (attributeLiteral(value.value) ?? value.value);
