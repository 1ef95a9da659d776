/**
 * A message rendered once per shape with stand-in values, then filled in with each message's own values: the
 * same bytes as rendering it (HTML and plain text), without React and the plain-text converter on every message.
 *
 * A shape is what changes the message's structure (how many lines, which parts are shown, the length of a
 * text that decides the preview's padding); its stand-ins are texts that occur nowhere else in the message
 * (private-use characters, numbers of eight digits). A shape's template is kept only if it proves itself when
 * made: filled with a second set of stand-ins, it must give exactly what rendering that set gives. A message
 * one of whose shown values could render differently from a stand-in (empty, spaces that the plain text would
 * collapse, a link that is not http(s)) is rendered as before.
 */

/** A message's two parts. */
export interface RenderedParts {
  html: string;
  text: string;
}

/** One value of the message as it is written out: plain text, or a link's address. */
export interface TemplateValue {
  text: string;
  link?: boolean;
}

export interface TemplateShape<D> {
  /** Same key, same structure: everything that changes the rendered structure is in it. */
  key: string;
  /** The message's data with stand-ins (`set` 0 or 1) and the texts each stand-in renders as, in `values` order. */
  standIn(set: 0 | 1): { data: D; texts: string[] };
  /** The message's own values, as rendered, in the order of the stand-ins' texts. */
  values: TemplateValue[];
}

type Parts = (string | number)[];
interface Template {
  html: Parts;
  text: Parts;
  /** The values the message shows: only these must be fillable. */
  shown: number[];
}

/** React's escaping of text and attribute values (`"`, `&`, `'`, `<`, `>`). */
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
export const escapeLikeReact = (text: string) => text.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char]!);

/**
 * A value the plain-text converter writes out as it is: not empty, single spaces only between words (no
 * leading, trailing or repeated whitespace, no tab, line break or zero-width space, which it collapses).
 */
const PLAIN = /^[^\s\u200b]+(?: [^\s\u200b]+)*$/u;
const fillable = (value: TemplateValue) =>
  PLAIN.test(value.text) && (!value.link || /^https?:\/\/[^\s]*$/i.test(value.text));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `rendered` at each stand-in's text: static strings and the index of the value that goes there. */
function split(rendered: string, texts: string[], escape: (text: string) => string): Parts {
  const pattern = new RegExp(
    texts
      .map((text) => escapeRegExp(escape(text)))
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'g',
  );
  const indexOf = new Map(texts.map((text, index) => [escape(text), index]));
  const parts: Parts = [];
  let last = 0;
  for (const match of rendered.matchAll(pattern)) {
    parts.push(rendered.slice(last, match.index), indexOf.get(match[0])!);
    last = match.index + match[0].length;
  }
  parts.push(rendered.slice(last));
  return parts;
}

const fill = (parts: Parts, values: string[], escape: (text: string) => string) =>
  parts.map((part) => (typeof part === 'number' ? escape(values[part]!) : part)).join('');

const same = (text: string) => text;

/**
 * Renders messages of one kind through templates kept per shape (at most `maxShapes`, the oldest dropped
 * first); `shapeOf` answers null for a message that cannot be filled in, which is then rendered.
 */
export function filledTemplates<D>(
  render: (data: D) => Promise<RenderedParts>,
  shapeOf: (data: D) => TemplateShape<D> | null,
  maxShapes = 200,
): (data: D) => Promise<RenderedParts> {
  const templates = new Map<string, Template | null>();

  async function make(shape: TemplateShape<D>): Promise<Template | null> {
    const first = shape.standIn(0);
    const second = shape.standIn(1);
    if (first.texts.some((text) => escapeLikeReact(text) !== text)) return null;
    const [renderedFirst, renderedSecond] = [await render(first.data), await render(second.data)];
    const html = split(renderedFirst.html, first.texts, escapeLikeReact);
    const text = split(renderedFirst.text, first.texts, same);
    const shown = [...new Set([...html, ...text].filter((part) => typeof part === 'number'))];
    const template = { html, text, shown };
    const proven =
      fill(template.html, second.texts, escapeLikeReact) === renderedSecond.html &&
      fill(template.text, second.texts, same) === renderedSecond.text;
    return proven ? template : null;
  }

  return async (data) => {
    const shape = shapeOf(data);
    if (!shape) return render(data);
    let template = templates.get(shape.key);
    if (template === undefined) {
      template = await make(shape);
      if (templates.size >= maxShapes) templates.delete(templates.keys().next().value!);
      templates.set(shape.key, template);
    }
    if (!template || !template.shown.every((index) => fillable(shape.values[index]!))) return render(data);
    const values = shape.values.map((value) => value.text);
    return { html: fill(template.html, values, escapeLikeReact), text: fill(template.text, values, same) };
  };
}
