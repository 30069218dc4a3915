import { useState, type KeyboardEvent } from 'react';
import { TextInput } from '#src/components/forms';
import './lists.scss';

export interface SearchFieldProps {
  readonly label: string;
  readonly name: string;
  /** The search applied (from the address). */
  readonly value: string | undefined;
  readonly onSearch: (value: string | undefined) => void;
}

/**
 * A list's search: applies on Enter or "Cerca" (each search may read the list), and at once when
 * emptied. The field keeps its own width beside the filters, so what was typed stays readable.
 */
export function SearchField({ label, name, value, onSearch }: SearchFieldProps) {
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? '');
  }
  const search = () => onSearch(typed.trim() || undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    search();
  };
  return (
    // The key reaches here from the field inside: not an interactive element of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="admin-search" onKeyDown={onKeyDown}>
      <TextInput
        label={label}
        name={name}
        value={typed}
        clearable
        autoComplete="off"
        onChange={(next) => {
          setTyped(next);
          if (next.trim() === '' && value !== undefined) onSearch(undefined);
        }}
      />
      <button type="button" className="btn btn-outline-primary" onClick={search}>
        Cerca
      </button>
    </div>
  );
}
