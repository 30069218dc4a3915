import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
  );
}

/**
 * react-bootstrap only pulls the focus back after it has left the page; this keeps it inside all
 * along.
 */
export function useFocusWrap(show: boolean, inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialog = inside.current?.closest<HTMLElement>('.modal');
      if (!dialog) return;
      const active = document.activeElement;
      // Another dialog on top of this one handles its own Tab.
      if (active instanceof HTMLElement && !dialog.contains(active) && active.closest('.modal')) {
        return;
      }
      const controls = tabbables(dialog);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const outside = !active || !dialog.contains(active);
      if (event.shiftKey && (outside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, inside]);
}
