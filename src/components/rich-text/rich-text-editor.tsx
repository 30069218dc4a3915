import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editorHtml } from './editor-html';
import { LinkForm } from './link-form';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-editor.scss';

export interface RichTextEditorProps {
  readonly id: string;
  /** Where a form's "go to the field" finds the editor (`data-field`). */
  readonly name?: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
}

/** docs/decisions/0033-rich-text-editor.md. */
export function RichTextEditor({
  id,
  name,
  label,
  value,
  onChange,
  describedBy,
  invalid = false,
  disabled = false,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const known = useRef(value);
  const [linking, setLinking] = useState(false);
  const openLink = useRef(() => setLinking(true));

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        ...(name ? { 'data-field': name } : {}),
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
    [id, name, labelId, describedBy, invalid],
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
