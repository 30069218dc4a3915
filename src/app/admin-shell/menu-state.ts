import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';
import { layoutSizeFor, mediumLayoutMinWidth, type LayoutSize } from '#src/hooks/use-layout-size';

export const adminMenuStorageKey = 'equinozio.admin.menuOpen';

/** Decision 13: closed below 768 px (phones and the small tablet size), open otherwise. */
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

/** Whether the shell's menu is open, for a page that says something only when it is closed. */
export const AdminMenuOpenContext = createContext(true);

export const useAdminMenuOpen = (): boolean => use(AdminMenuOpenContext);

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
