import {
  Extension,
  Mark,
  Node as NodeExtension,
  type AnyExtension,
  type KeyboardShortcutCommand,
} from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedHref } from './link-address';
import { cleanPastedHtml } from './paste-cleaning';

// Headings, quotes and underline are only loaded: older texts have them and the sanitiser admits
// them, but nothing makes new ones.

const isBareAddress = (url: string) => /^(www\.|[^\s/:@]+@)[^\s/:@]+\.[a-z]{2,}/i.test(url);

const keysWhere = (
  shortcuts: Record<string, KeyboardShortcutCommand> | undefined,
  keep: (key: string) => boolean,
) => Object.fromEntries(Object.entries(shortcuts ?? {}).filter(([key]) => keep(key)));

/**
 * A link keeps only what the sanitiser would keep; list items leave Tab to the browser, so Tab
 * always leaves the editor.
 */
function adjust(extension: AnyExtension): AnyExtension {
  if (extension instanceof Mark && extension.name === 'link') {
    return extension.extend({
      // A loaded or pasted link keeps its address only when staff could have made it.
      parseHTML: () => [
        {
          tag: 'a[href]',
          getAttrs: (element: HTMLElement) =>
            isAllowedHref(element.getAttribute('href') ?? '') && null,
        },
      ],
      addAttributes() {
        return {
          href: {
            default: null,
            parseHTML: (element: HTMLElement) => element.getAttribute('href'),
          },
          title: {
            default: null,
            parseHTML: (element: HTMLElement) => element.getAttribute('title'),
          },
        };
      },
    });
  }
  if (extension instanceof Mark && extension.name === 'underline') {
    return extension.extend({
      parseHTML: () => [{ tag: 'u' }],
      addInputRules: () => [],
      addKeyboardShortcuts: () => ({}),
    });
  }
  if (extension instanceof NodeExtension && extension.name === 'listItem') {
    return extension.extend({
      addKeyboardShortcuts() {
        return { Enter: () => this.editor.commands.splitListItem(this.name) };
      },
    });
  }
  if (extension instanceof NodeExtension && extension.name === 'heading') {
    return extension.extend({ addInputRules: () => [], addKeyboardShortcuts: () => ({}) });
  }
  if (extension instanceof NodeExtension && extension.name === 'blockquote') {
    return extension.extend({
      addInputRules: () => [],
      addKeyboardShortcuts() {
        // Backspace at the start of a quote still lifts it; Mod-Shift-b no longer makes one.
        return keysWhere(this.parent?.(), (key) => key === 'Backspace');
      },
    });
  }
  if (extension instanceof Extension && extension.name === 'listKeymap') {
    return extension.extend({
      addKeyboardShortcuts() {
        return keysWhere(this.parent?.(), (key) => key !== 'Tab');
      },
    });
  }
  return extension;
}

const Kit = StarterKit.extend({
  addExtensions() {
    return (this.parent?.() ?? []).map(adjust);
  },
}).configure({
  code: false,
  codeBlock: false,
  strike: false,
  horizontalRule: false,
  // Only needed around blocks without text (images, rules), which the schema does not have.
  gapcursor: false,
  // An empty paragraph after a final list or heading would change what is saved.
  trailingNode: false,
  heading: { levels: [2, 3, 4] },
  link: {
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null, class: null },
    // Also asked by the autolink about an address as typed, before it adds https:// or mailto:.
    isAllowedUri: (url) => isAllowedHref(url) || isBareAddress(url),
  },
});

const PasteCleaning = Extension.create({
  name: 'pasteCleaning',
  transformPastedHTML: (html) => cleanPastedHtml(html),
});

export const richTextExtensions: AnyExtension[] = [Kit, PasteCleaning];
