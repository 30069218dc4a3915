import { association } from '#src/config/association';

/**
 * A mail's subject as the Trigger Email extension renders it from its template's `subject.hbs`
 * and the mail's data (decision 78): the mail document does not store it. Handlebars itself is
 * not in the browser (its compiler needs `eval`, which the back office's CSP refuses), so this
 * renders the part of Handlebars subjects use: `{{{value}}}`, `{{value}}` (escaped as Handlebars
 * escapes it), `{{#if value}}…{{else}}…{{/if}}` and the association's `[[…]]`, which the templates
 * have filled when they are loaded. A subject using anything else is not rendered (`null`);
 * tools/mail/templates.test.ts renders every template's subject both ways.
 */

type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string; readonly escaped: boolean }
  | {
      readonly kind: 'if';
      readonly name: string;
      readonly then: readonly Node[];
      readonly otherwise: readonly Node[];
    };

const associationValues: Readonly<Record<string, string>> = {
  associationName: association.name,
  associationEmail: association.email,
  associationPhone: association.phone,
};

const tag = /\{\{\{\s*(\w+)\s*\}\}\}|\{\{\s*([#/]?)(\w+)(?:\s+(\w+))?\s*\}\}|\[\[(\w+)\]\]/g;

class Unsupported extends Error {}

/** What Handlebars' `escapeExpression` replaces. */
const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

function parse(source: string): Node[] {
  // A stack of open blocks: the nodes being filled, and the `if` each belongs to.
  const root: Node[] = [];
  const open: { name: string; then: Node[]; otherwise: Node[]; into: Node[] }[] = [];
  const current = () => open.at(-1)?.into ?? root;
  const text = (value: string) => {
    if (/\{\{|\}\}|\[\[/.test(value)) throw new Unsupported(value);
    if (value) current().push({ kind: 'text', text: value });
  };
  let last = 0;
  for (const match of source.matchAll(tag)) {
    text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [, triple, sigil, name = '', argument, placeholder] = match;
    if (triple !== undefined) {
      current().push({ kind: 'value', name: triple, escaped: false });
    } else if (placeholder !== undefined) {
      const value = associationValues[placeholder];
      if (value === undefined) throw new Unsupported(placeholder);
      current().push({ kind: 'text', text: value });
    } else if (sigil === '#' && name === 'if' && argument !== undefined) {
      const block = { name: argument, then: [], otherwise: [] };
      open.push({ ...block, into: block.then });
    } else if (sigil === '' && name === 'else' && argument === undefined && open.length > 0) {
      const block = open.at(-1);
      if (!block || block.into === block.otherwise) throw new Unsupported('else');
      block.into = block.otherwise;
    } else if (sigil === '/' && name === 'if' && argument === undefined) {
      const block = open.pop();
      if (!block) throw new Unsupported('/if');
      current().push({
        kind: 'if',
        name: block.name,
        then: block.then,
        otherwise: block.otherwise,
      });
    } else if (sigil === '' && argument === undefined && name !== 'else') {
      current().push({ kind: 'value', name, escaped: true });
    } else {
      throw new Unsupported(match[0]);
    }
  }
  text(source.slice(last));
  if (open.length > 0) throw new Unsupported('an unclosed {{#if}}');
  return root;
}

/** Handlebars' `if`: false for a falsy value (0 included) and an empty list. */
const truthy = (value: unknown) => Boolean(value) && !(Array.isArray(value) && value.length === 0);

const valueText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

function render(nodes: readonly Node[], data: Readonly<Record<string, unknown>>): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const value = Object.hasOwn(data, node.name) ? data[node.name] : undefined;
      if (node.kind === 'if') return render(truthy(value) ? node.then : node.otherwise, data);
      const text = valueText(value);
      return node.escaped ? text.replace(/[&<>"'`=]/g, (char) => escapes[char] ?? char) : text;
    })
    .join('');
}

/**
 * The subject a template's source makes of a mail's data, spaces collapsed as the local delivery
 * (tools/mail) sends it; `null` when the source uses more of Handlebars than this knows.
 */
export function renderSubject(
  source: string,
  data: Readonly<Record<string, unknown>>,
): string | null {
  try {
    return render(parse(source.trim()), data).trim().replace(/\s+/g, ' ');
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
