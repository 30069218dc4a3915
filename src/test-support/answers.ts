import { within } from '@testing-library/react';

/** The answer under `label` in a detail's definition list; exactly one must be labelled so. */
export function answerOf(label: string, container: HTMLElement = document.body): HTMLElement {
  const terms = within(container)
    .getAllByRole('term')
    .filter((term) => term.textContent === label);
  if (terms.length !== 1) throw new Error(`${terms.length} answers labelled "${label}"`);
  const definition = terms[0]?.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD') {
    throw new Error(`No answer after "${label}"`);
  }
  return definition;
}

/** No text box, list box or check box but the staff's own fields (named). */
export function editableNames(container: HTMLElement = document.body): string[] {
  return [...container.querySelectorAll<HTMLElement>('input, select, textarea')]
    .filter((control) => control.getAttribute('type') !== 'hidden')
    .map((control) => control.getAttribute('name') ?? control.id);
}
