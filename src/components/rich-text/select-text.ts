import { act } from '@testing-library/react';

/** jsdom fires no selectionchange of its own, which is how ProseMirror hears of it. */
export function selectText(editor: HTMLElement, text: string, { caretAfter = false } = {}) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    const end = start + text.length;
    act(() => {
      document.getSelection()?.setBaseAndExtent(node, caretAfter ? end : start, node, end);
      document.dispatchEvent(new Event('selectionchange'));
    });
    return;
  }
  throw new Error(`"${text}" is not in the editor`);
}
