import { useCallback, useEffect, useRef, useState } from 'react';
import { layoutSizeFor, mediumLayoutMinWidth, type LayoutSize } from '#src/hooks/use-layout-size';

/** Key of the admin menu's open/closed state in localStorage (docs/product.md "Admin shell"). */
export const adminMenuStorageKey = 'equinozio.admin.menuOpen';

/**
 * Default when nothing is stored (docs/product.md "Admin shell"; decision 13): closed on small layouts (below
 * 768 px: phones and the small tablet size), open otherwise.
 */
export function defaultMenuOpen(layout: LayoutSize): boolean {
  return layout !== 'small';
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice, or the default for the window width. */
export function readMenuOpen(width: number): boolean {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(adminMenuStorageKey);
  } catch {
    stored = undefined;
  }
  if (stored === 'open') return true;
  if (stored === 'closed') return false;
  return defaultMenuOpen(layoutSizeFor(width));
}

export function writeMenuOpen(open: boolean): void {
  try {
    storage()?.setItem(adminMenuStorageKey, open ? 'open' : 'closed');
  } catch {
    // Blocked storage: the choice lasts until the page is reloaded.
  }
}

/**
 * Open/closed state of the admin menu, restored from browser storage (or the default for the width)
 * and saved there whenever it changes.
 */
export function useAdminMenu(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
} {
  const [open, setOpen] = useState(() =>
    readMenuOpen(typeof window === 'undefined' ? mediumLayoutMinWidth : window.innerWidth),
  );
  const persisted = useRef(open);

  useEffect(() => {
    if (persisted.current === open) return;
    persisted.current = open;
    writeMenuOpen(open);
  }, [open]);

  const toggle = useCallback(() => setOpen((current) => !current), []);
  return { open, setOpen, toggle };
}
