// The schema drops classes, styles and unknown tags; this undoes first what it would get wrong
// (Word's fake lists, Docs' wrapper).

const dropped = 'style, script, meta, link, title, xml, o\\:p';

const blockTags = new Set(['P', 'DIV', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const { body } = doc;
  removeComments(doc);
  for (const element of Array.from(body.querySelectorAll(dropped))) element.remove();
  for (const wrapper of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) {
    unwrap(wrapper);
  }
  buildWordLists(doc);
  for (const heading of Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    // A heading becomes a bold paragraph: Docs' "font-weight:400" inside must not undo the bold.
    for (const styled of Array.from(heading.querySelectorAll<HTMLElement>('[style]'))) {
      styled.style.removeProperty('font-weight');
    }
    const strong = doc.createElement('strong');
    strong.append(...Array.from(heading.childNodes));
    const paragraph = doc.createElement('p');
    paragraph.append(strong);
    heading.replaceWith(paragraph);
  }
  for (const element of Array.from(body.querySelectorAll('blockquote, u'))) unwrap(element);
  // A table's cells become paragraphs, or their texts would run together.
  for (const cell of Array.from(body.querySelectorAll('td, th'))) {
    if (cell.querySelector('p, div, ul, ol')) {
      unwrap(cell);
      continue;
    }
    const paragraph = doc.createElement('p');
    paragraph.append(...Array.from(cell.childNodes));
    cell.replaceWith(paragraph);
  }
  for (const paragraph of Array.from(body.querySelectorAll('p'))) {
    if (isBlank(paragraph)) paragraph.remove();
  }
  removeBreaksBetweenBlocks(body);
  return body.innerHTML;
}

function removeComments(doc: Document) {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Word and Docs space their paragraphs with them. */
const isBlank = (element: Element) =>
  (element.textContent ?? '').replace(/[\s\u00a0]/g, '') === '' &&
  element.querySelector('img, br') === null;

/** Google Docs separates its blocks with a <br>, which would become a paragraph. */
function removeBreaksBetweenBlocks(body: HTMLElement) {
  const children = Array.from(body.children);
  if (!children.some((child) => blockTags.has(child.tagName))) return;
  for (const child of children) if (child.tagName === 'BR') child.remove();
}

function wordListLevel(element: Element): number {
  if (element.tagName !== 'P') return 0;
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) : 0;
}

function isNumbered(paragraph: Element): boolean {
  const marker = paragraph.querySelector('[style*="mso-list:Ignore" i]')?.textContent ?? '';
  return /^\(?[\da-z]+[.)]/i.test(marker.trim());
}

/** Word writes a list as paragraphs with an `mso-list` style and the marker as hidden text. */
function buildWordLists(doc: Document) {
  const paragraphs = Array.from(doc.body.querySelectorAll('p')).filter(
    (paragraph) => wordListLevel(paragraph) > 0,
  );
  // The markers go once the kind of each list is known.
  const numbered = new Map(paragraphs.map((paragraph) => [paragraph, isNumbered(paragraph)]));
  for (const marker of Array.from(doc.body.querySelectorAll('[style*="mso-list:Ignore" i]'))) {
    marker.remove();
  }
  const stack: { list: HTMLElement; level: number }[] = [];
  let previous: Element | undefined;
  for (const paragraph of paragraphs) {
    if (!previous || nextElement(previous) !== paragraph) stack.length = 0;
    const level = wordListLevel(paragraph);
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < level) {
      const list = doc.createElement(numbered.get(paragraph) ? 'ol' : 'ul');
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      top = { list, level };
      stack.push(top);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    top.list.append(item);
    previous = paragraph;
  }
  for (const paragraph of paragraphs) paragraph.remove();
}

function nextElement(element: Element): Element | null {
  let node = element.nextSibling;
  while (node && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') {
    node = node.nextSibling;
  }
  return node instanceof Element ? node : null;
}
