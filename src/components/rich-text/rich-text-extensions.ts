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

// What the editor's document may hold (docs/decisions/0033-rich-text-editor.md). Staff make
// paragraphs (and line breaks with Shift+Enter), bold, italic, lists and links; headings h2–h4,
// blockquotes and underline are only loaded, because texts written before the editor may have them
// and the sanitiser (src/lib/html/allowed-html.ts) admits them: they survive a load-and-save, but no
// toolbar button, shortcut or markdown-like rule makes new ones.

/** A web or e-mail address typed without its scheme: "www.example.org", "info@example.org". */
const isBareAddress = (url: string) => /^(www\.|[^\s/:@]+@)[^\s/:@]+\.[a-z]{2,}/i.test(url);

/** The keyboard shortcuts of an extension whose keys pass `keep`. */
const keysWhere = (
  shortcuts: Record<string, KeyboardShortcutCommand> | undefined,
  keep: (key: string) => boolean,
) => Object.fromEntries(Object.entries(shortcuts ?? {}).filter(([key]) => keep(key)));

/**
 * Adjusts the extensions StarterKit makes: a link keeps its address and title only (no target,
 * rel or class, which the sanitiser would strip); list items leave Tab to the browser, so Tab
 * always leaves the editor; headings, quotes and underline lose their shortcuts and markdown-like
 * input rules; underline is read from <u> only, not from the underline style every pasted link has.
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
    // Also asked by the autolink about an address as typed, before it adds https:// to "www.…"
    // or mailto: to "name@…"; loaded links are checked by parseHTML above.
    isAllowedUri: (url) => isAllowedHref(url) || isBareAddress(url),
  },
});

/** Pasted HTML from Word, Google Docs and web pages, cleaned before the schema reads it. */
const PasteCleaning = Extension.create({
  name: 'pasteCleaning',
  transformPastedHTML: (html) => cleanPastedHtml(html),
});

/** The extensions of every rich-text field. */
export const richTextExtensions: AnyExtension[] = [Kit, PasteCleaning];
