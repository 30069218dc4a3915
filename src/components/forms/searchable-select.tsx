import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { controlAria, type FieldIds } from './field';
import { filterOptions, labelOf, type SelectOption } from './select-search';

export const noMatch = 'Nessun risultato';

export interface SearchableSelectProps {
  readonly ids: FieldIds;
  readonly labelId: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  readonly placeholder: string | undefined;
  readonly required: boolean | undefined;
  readonly disabled: boolean | undefined;
  readonly error: string | undefined;
  readonly name: string | undefined;
}

const emptyChoiceLabel = '— Nessuna scelta —';

/**
 * WAI-ARIA 1.2 APG "combobox" pattern with automatic selection; the focus stays in the text box.
 */
export function SearchableSelect({
  ids,
  labelId,
  label,
  value,
  onChange,
  options: given,
  placeholder,
  required,
  disabled,
  error,
  name,
}: SearchableSelectProps) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // An optional field can be emptied again by choosing this first option.
  const options =
    required || given.some((option) => option.value === '')
      ? given
      : [{ value: '', label: emptyChoiceLabel }, ...given];
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [navigated, setNavigated] = useState(false);

  const chosenLabel =
    value === '' && options[0]?.label === emptyChoiceLabel ? '' : labelOf(options, value);
  const shown = filterOptions(options, query ?? '');
  const expanded = open && shown.length > 0;
  const listId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;

  const close = useCallback(() => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
    setNavigated(false);
  }, []);

  const pick = (option: SelectOption) => {
    close();
    if (option.value !== value) onChange(option.value);
  };

  const openList = (fallback: 'first' | 'last') => {
    const chosen = options.findIndex((option) => option.value === value);
    setOpen(true);
    setQuery(null);
    setNavigated(false);
    setActive(chosen >= 0 ? chosen : fallback === 'first' ? 0 : options.length - 1);
  };

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open, close]);

  // The highlighted option stays in view while moving with the arrows.
  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on ids.id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active, ids.id]);

  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    setNavigated(true);
    setActive((current) =>
      current < 0
        ? step === 1
          ? 0
          : shown.length - 1
        : (current + step + shown.length) % shown.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList('first');
        else if (!event.altKey) move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else move(-1);
        break;
      case 'Enter': {
        if (!open) return; // lets Enter submit the form
        event.preventDefault();
        const option = shown[active];
        if (option) pick(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Only the list closes, not a dialog around it.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab': {
        const option = shown[active];
        if (open && (query !== null || navigated) && option) pick(option);
        else close();
        break;
      }
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div ref={root} className="admin-combobox" onBlur={onBlur}>
      <div className="admin-combobox__control">
        <input
          ref={input}
          id={ids.id}
          className={error ? 'form-control is-invalid' : 'form-control'}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query ?? chosenLabel}
          placeholder={placeholder ?? 'Scrivi per cercare…'}
          required={required}
          disabled={disabled}
          {...controlAria(ids, required, error)}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            setActive(filterOptions(options, text).length > 0 ? 0 : -1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) openList('first');
          }}
        />
        <button
          type="button"
          className="admin-combobox__toggle"
          tabIndex={-1}
          aria-label={`Opzioni di ${label}`}
          aria-controls={listId}
          aria-expanded={expanded}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (open) close();
            else openList('first');
          }}
        >
          <span aria-hidden="true" className="admin-combobox__chevron" />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="admin-combobox__list"
        hidden={!expanded}
        // Keeps the focus in the text box while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown.map((option, index) => (
          // The keyboard works from the text box (aria-activedescendant); the mouse picks here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={[
              'admin-combobox__option',
              index === active ? 'admin-combobox__option--active' : '',
              option.value === value ? 'admin-combobox__option--chosen' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={() => pick(option)}
            onMouseMove={() => {
              if (index !== active) setActive(index);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <div
        role="status"
        className={open && shown.length === 0 ? 'admin-combobox__empty' : 'visually-hidden'}
      >
        {open && shown.length === 0 ? noMatch : ''}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
    </div>
  );
}
