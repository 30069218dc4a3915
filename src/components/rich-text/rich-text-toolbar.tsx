import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Formatting {
  readonly bold: boolean;
  readonly italic: boolean;
  readonly bulletList: boolean;
  readonly orderedList: boolean;
  readonly link: boolean;
}

interface ToolbarButton {
  readonly label: string;
  readonly shortcut?: string;
  readonly icon: ReactNode;
  readonly pressed: (formatting: Formatting) => boolean;
  readonly run: (editor: Editor) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

const svg = (path: string) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

const buttons = (openLink: () => void): ToolbarButton[] => [
  {
    label: 'Grassetto',
    shortcut: `${mod}B`,
    icon: <strong aria-hidden="true">G</strong>,
    pressed: (formatting) => formatting.bold,
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Corsivo',
    shortcut: `${mod}I`,
    icon: (
      <em aria-hidden="true" className="rich-text__italic-icon">
        C
      </em>
    ),
    pressed: (formatting) => formatting.italic,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Elenco puntato',
    shortcut: `${mod}Maiusc+8`,
    icon: svg(
      'M2 3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Zm0 5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM5 4h10v1.5H5V4Zm0 5h10v1.5H5V9Zm-3 2.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM5 12h10v1.5H5V12Z',
    ),
    pressed: (formatting) => formatting.bulletList,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Elenco numerato',
    shortcut: `${mod}Maiusc+7`,
    icon: svg(
      'M1.5 2h1.25v3.5H1.75V3H1.5V2ZM5 3.25h10v1.5H5v-1.5Zm0 4.5h10v1.5H5v-1.5Zm0 4.5h10v1.5H5v-1.5ZM1 7h2.5v.9L2.1 9.1h1.4V10H1v-.9l1.4-1.2H1V7Zm0 4.5h2.5v3.5H1v-.9h1.5v-.4H1.4v-.8h1.1V12.4H1v-.9Z',
    ),
    pressed: (formatting) => formatting.orderedList,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Collegamento',
    shortcut: `${mod}K`,
    icon: svg(
      'M6.6 9.4a.75.75 0 0 1 0-1.06l1.74-1.74a.75.75 0 1 1 1.06 1.06L7.66 9.4a.75.75 0 0 1-1.06 0ZM4.4 13.2a2.6 2.6 0 0 1-1.84-4.44l1.9-1.9a.75.75 0 1 1 1.06 1.06l-1.9 1.9a1.1 1.1 0 0 0 1.56 1.56l1.9-1.9a.75.75 0 1 1 1.06 1.06l-1.9 1.9a2.6 2.6 0 0 1-1.84.76Zm5.6-4a.75.75 0 0 1-.53-1.28l1.9-1.9a1.1 1.1 0 0 0-1.56-1.56l-1.9 1.9a.75.75 0 1 1-1.06-1.06l1.9-1.9a2.6 2.6 0 0 1 3.68 3.68l-1.9 1.9a.75.75 0 0 1-.53.22Z',
    ),
    pressed: (formatting) => formatting.link,
    run: () => openLink(),
  },
];

export interface RichTextToolbarProps {
  readonly editor: Editor;
  readonly label: string;
  readonly controls: string;
  readonly disabled: boolean;
  readonly onLink: () => void;
}

/**
 * One tab stop, as in the WAI-ARIA toolbar pattern; a pressed button keeps the editor's focus and
 * selection.
 */
export function RichTextToolbar({
  editor,
  label,
  controls,
  disabled,
  onLink,
}: RichTextToolbarProps) {
  const formatting = useEditorState({
    editor,
    selector: ({ editor: current }): Formatting => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const items = buttons(onLink);
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (focused + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (focused + last) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      className="rich-text__toolbar"
      role="toolbar"
      aria-label={`Formattazione: ${label}`}
      aria-controls={controls}
      onKeyDown={move}
    >
      {items.map((item, index) => (
        <button
          key={item.label}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className="btn btn-outline-secondary rich-text__button"
          aria-label={item.label}
          aria-pressed={formatting ? item.pressed(formatting) : false}
          title={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
          tabIndex={index === focused ? 0 : -1}
          disabled={disabled}
          // The editor keeps the focus (and a phone its keyboard) when a button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocused(index)}
          onClick={() => item.run(editor)}
        >
          {item.icon}
        </button>
      ))}
    </div>
  );
}
