// What ProseMirror asks of the DOM that jsdom lacks; for unit tests that render an editor: import
// this module first.

Object.defineProperty(Range.prototype, 'getClientRects', {
  configurable: true,
  value: () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }),
});
Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
  configurable: true,
  value: () => new DOMRect(0, 0, 0, 0),
});
if (!document.elementFromPoint) {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
}
if (typeof globalThis.ClipboardEvent === 'undefined') {
  class ClipboardEventStub extends Event {
    readonly clipboardData: DataTransfer | null = null;
  }
  Object.defineProperty(globalThis, 'ClipboardEvent', {
    configurable: true,
    value: ClipboardEventStub,
  });
}
