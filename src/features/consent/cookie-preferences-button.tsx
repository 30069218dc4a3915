import type { ReactNode } from 'react';
import { consentStore } from './consent-store';

export interface CookiePreferencesButtonProps {
  readonly className?: string;
  readonly children?: ReactNode;
}

export function CookiePreferencesButton({
  className,
  children = 'Preferenze cookie',
}: CookiePreferencesButtonProps) {
  return (
    <button type="button" className={className} onClick={() => consentStore.reopen()}>
      {children}
    </button>
  );
}
