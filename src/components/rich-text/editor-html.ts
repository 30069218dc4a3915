import type { Editor } from '@tiptap/core';

/**
 * '' for an empty editor, and list items without the schema's paragraph, so a loaded list saves as
 * it was.
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  return unwrapListParagraphs(editor.getHTML());
}

function unwrapListParagraphs(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const item of Array.from(template.content.querySelectorAll('li'))) {
    const paragraphs = Array.from(item.children).filter((child) => child.tagName === 'P');
    const [only] = paragraphs;
    if (paragraphs.length === 1 && only && item.firstElementChild === only) {
      only.replaceWith(...Array.from(only.childNodes));
    }
  }
  return template.innerHTML;
}
