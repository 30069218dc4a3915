// docs/decisions/0033-rich-text-editor.md. TipTap and ProseMirror come with it: import it from
// back-office modules only.

export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RichTextField, type RichTextFieldProps } from './rich-text-field';
