import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { linkAddressError, linkHref } from './link-address';

export interface LinkFormProps {
  readonly editor: Editor;
  readonly id: string;
  readonly onClose: () => void;
}

/**
 * A group of controls, not a <form>: the field sits inside the page's own form, and Enter here must
 * not submit it.
 */
export function LinkForm({ editor, id, onClose }: LinkFormProps) {
  const current = editor.getAttributes('link').href as string | undefined;
  // Out of the editor the selection is not highlighted: the form says which text it links.
  const { from, to, empty } = editor.state.selection;
  const target = empty ? '' : editor.state.doc.textBetween(from, to, ' ');
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-link`;
  const errorId = `${id}-link-error`;
  const targetId = `${id}-link-target`;

  useEffect(() => {
    input.current?.focus();
  }, []);

  const apply = () => {
    const href = linkHref(address);
    if (!href) {
      setError(true);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.isActive('link')) {
      chain.extendMarkRange('link').setLink({ href }).run();
    } else if (editor.state.selection.empty) {
      chain
        .insertContent({
          type: 'text',
          text: address.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const cancel = () => {
    editor.commands.focus();
    onClose();
  };

  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div className="rich-text__link-form" role="group" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="form-label mb-1">
        Indirizzo del collegamento
      </label>
      <div className="rich-text__link-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          className={error ? 'form-control is-invalid' : 'form-control'}
          placeholder="https://…"
          value={address}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${targetId} ${errorId}` : targetId}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(false);
          }}
          onKeyDown={keys}
        />
        <button type="button" className="btn btn-primary" onClick={apply}>
          Applica
        </button>
        {current !== undefined && (
          <button type="button" className="btn btn-outline-danger" onClick={remove}>
            Rimuovi collegamento
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
          Annulla
        </button>
      </div>
      <div id={targetId} className="form-text">
        {current !== undefined && empty
          ? 'Cambia l’indirizzo del collegamento in cui si trova il cursore.'
          : target
            ? `Diventa un collegamento: «${target}».`
            : 'Nessun testo selezionato: l’indirizzo viene scritto nel testo come collegamento.'}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {linkAddressError}
        </div>
      )}
    </div>
  );
}
