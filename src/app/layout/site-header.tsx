import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { logoPath } from '#src/config/site';
import { MenuIcon } from '#src/components/layout/icons';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { LanguageSwitch } from './language-switch';
import { useTexts } from '#src/hooks/use-texts';
import { layoutTexts } from './texts';
import { isNavItemActive, mainNavItems } from './nav-items';

const menuId = 'site-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  const language = useSiteLanguage();
  const t = useTexts(layoutTexts);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [menuPathname, setMenuPathname] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the menu on navigation (adjusting state while rendering, as React recommends).
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  return (
    <header ref={headerRef} className="site-header">
      <div className="container-xxl site-header__inner">
        <Link to={paths.home(language)} className="site-brand">
          <img src={logoPath} alt="" width={56} height={56} className="site-brand__logo" />
          <span className="site-brand__name">{association.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-menu-toggle"
          aria-label={t.menu}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={isMenuOpen} />
        </button>
        <nav
          id={menuId}
          className="site-nav"
          data-open={isMenuOpen ? 'true' : 'false'}
          aria-label={t.mainMenu}
        >
          <ul className="site-nav__list">
            {mainNavItems(language).map((item) => {
              const isActive = isNavItemActive(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={isActive ? 'site-nav__link active' : 'site-nav__link'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitch wording="short" className="site-language" />
      </div>
      {isMenuOpen && <div className="site-nav-backdrop" aria-hidden="true" />}
    </header>
  );
}
