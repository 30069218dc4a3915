import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editorHtml } from './editor-html';
import { LinkForm } from './link-form';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-editor.scss';

export interface RichTextEditorProps {
  /** The id of the editable area (its label and toolbar point at it). */
  readonly id: string;
  readonly label: string;
  /** The HTML being edited: loaded as it is, replaced when it changes from outside. */
  readonly value: string;
  /** Called with the new HTML after every change made in the editor ('' when empty). */
  readonly onChange: (html: string) => void;
  /** The ids of the texts that describe the field (hint, error). */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
}

/**
 * A labelled rich-text field for staff-written HTML (docs/decisions/0033-rich-text-editor.md):
 * paragraphs, bold, italic, lists and links, with a toolbar and the usual shortcuts. It saves what
 * the sanitiser keeps, and loads existing texts (headings and quotes included) as they are.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid = false,
  disabled = false,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  // The HTML the editor holds as far as the form knows: what it loaded or last reported.
  const known = useRef(value);
  const [linking, setLinking] = useState(false);
  const openLink = useRef(() => setLinking(true));

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `form-control rich-text__content${invalid ? ' is-invalid' : ''}`,
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
        openLink.current();
        return true;
      },
    }),
    [id, labelId, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = editorHtml(changed);
      known.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className={`rich-text${disabled ? ' rich-text--disabled' : ''}`}>
      <div id={labelId} className="form-label">
        {label}
      </div>
      <RichTextToolbar
        editor={editor}
        label={label}
        controls={id}
        disabled={disabled}
        onLink={() => setLinking(true)}
      />
      {linking && <LinkForm editor={editor} id={id} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
