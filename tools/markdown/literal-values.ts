/**
 * What an expression written in an article's MDX holds (`minutes={10}`, `{"text"}`, a comment in
 * braces), read without running it. satteri checks an expression's syntax and keeps its text; acorn parses
 * that text into an ESTree, from which a literal value is read. Anything else is code, which an
 * article may not hold (compile-body.ts reports it with its line).
 */
import { parse, type Expression, type Program } from 'acorn';

export type Literal = string | number | boolean;

export const literalRule = 'an expression in an article is a literal value (a number, "text" in quotes, true or false) or a comment: nothing of a body is run';

/** The value of a literal expression ("text", 10, -1, true, `text`), or undefined for any other. */
function literalOf(expression: Expression | undefined): Literal | undefined {
  if (!expression) return undefined;
  if (expression.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof expression.value)) return expression.value as Literal;
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal' && typeof expression.argument.value === 'number') return -expression.argument.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The statements of an expression's text; none for a comment, undefined where acorn reads no JavaScript. */
function statementsOf(text: string): Program['body'] | undefined {
  try {
    return parse(text, { ecmaVersion: 'latest', sourceType: 'module' }).body;
  } catch {
    return undefined;
  }
}

/** What an expression holds: a comment (nothing), a literal value, or code (undefined). */
export function expressionValue(text: string): { readonly comment: true } | { readonly comment: false; readonly value: Literal | undefined } {
  const statements = statementsOf(text);
  if (statements?.length === 0) return { comment: true };
  const [statement] = statements ?? [];
  const value = statements?.length === 1 && statement?.type === 'ExpressionStatement' ? literalOf(statement.expression) : undefined;
  return { comment: false, value };
}

/** An attribute's expression as its literal value, or undefined when it holds none (a comment or code). */
export const attributeLiteral = (text: string): Literal | undefined => {
  const read = expressionValue(text);
  return read.comment ? undefined : read.value;
};

/** The text an expression child shows, as React renders its value: nothing for a boolean, a comment or code. */
export function shownText(text: string): string {
  const read = expressionValue(text);
  return read.comment || read.value === undefined || typeof read.value === 'boolean' ? '' : String(read.value);
}
