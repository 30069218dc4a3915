import { useId } from 'react';
import type { HoneypotProps } from '#src/components/forms/use-send-form';

// Off the screen rather than `display: none`: simple bots skip the fields a page does not display,
// but fill those it only moves away. People never see it; screen readers are told to skip it.
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The honeypot of a public form (`useSendForm().honeypot`): a text field people never see, so never
 * fill. A form sent with it filled is taken for a bot's (docs/decisions/0036). Out of the tab order
 * and of autofill; its label asks the odd screen reader that still reaches it to leave it empty.
 */
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
