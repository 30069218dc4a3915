import { useId } from 'react';
import type { HoneypotProps } from '#src/components/forms/use-send-form';

// Off the screen rather than `display: none`: simple bots skip hidden fields but fill those only
// moved away.
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/** Taken for a bot's when filled (docs/decisions/0036); out of the tab order and of autofill. */
export function HoneypotField({ name, value, onChange }: HoneypotProps) {
  const id = useId();
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>
        <span lang="it">Lascia vuoto questo campo</span> /{' '}
        <span lang="en">Leave this field empty</span>
      </label>
      <input
        id={id}
        type="text"
        name={name}
        value={value}
        tabIndex={-1}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
