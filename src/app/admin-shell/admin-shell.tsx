import { useEffect, useState, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '#src/components/layout/icons';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { logoPath } from '#src/config/site';
import { useLayoutSize } from '#src/hooks/use-layout-size';
import { useSession } from '#src/lib/session/session-context';
import { isVolunteerUser } from '#src/lib/session/signed-in-user';
import {
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  type NewApplicationCounts,
} from '#src/features/applications/admin';
import { WeeklyDigestAtSignIn } from '#src/features/aftercare/admin';
import { userDisplayName } from './display-name';
import { AdminMenuOpenContext, useAdminMenu } from './menu-state';
import { volunteerMayOpen, volunteerNavItems, volunteerRefusal } from './volunteer-menu';
import { weekDueSources } from './week-due-sources';

export const adminMenuId = 'admin-menu';

export const adminNavItems = [
  { label: 'Dashboard', to: paths.admin(), end: true },
  { label: 'Cavalli', to: paths.adminHorses(), end: false },
  { label: 'Cure', to: paths.adminCare(), end: false },
  // After the adoption (issue 44).
  { label: 'Controlli adozioni', to: paths.adminAftercare(), end: false },
  { label: 'Eventi', to: paths.adminEvents(), end: false },
  {
    label: 'Candidature adozione',
    to: paths.adminAdoptionApplications(),
    end: false,
    newCount: 'adoption',
  },
  {
    label: 'Candidature cessione',
    to: paths.adminCessionApplications(),
    end: false,
    newCount: 'cession',
  },
  {
    label: 'Candidature cerchie',
    to: paths.adminCircleApplications(),
    end: false,
    newCount: 'circle',
  },
  {
    label: 'Volontari',
    to: paths.adminVolunteerApplications(),
    end: false,
    newCount: 'volunteer',
  },
  // Its print (`/admin/volunteer-register/print`) is reached from the register's page.
  { label: 'Registro dei volontari', to: paths.adminVolunteerRegister(), end: false },
  { label: 'Accessi volontari', to: paths.adminVolunteerAccess(), end: false },
  { label: 'Turni', to: paths.adminRota(), end: false },
  // The money (issue 42) and the books (issue 43).
  { label: 'Sostenitori', to: paths.adminSupporters(), end: false },
  { label: 'Donazioni', to: paths.adminDonations(), end: false },
  { label: 'Importa movimenti', to: paths.adminMoneyImport(), end: false },
  { label: 'Contributi cerchie', to: paths.adminContributions(), end: false },
  // Receipts (issue 42 item 5); the yearly statements are reached from their page.
  { label: 'Ricevute delle donazioni', to: paths.adminMoneyReceipts(), end: false },
  { label: 'Rendiconto', to: paths.adminBooks(), end: false },
  { label: 'Posta in uscita', to: paths.adminMail(), end: false },
  { label: 'Registro attività', to: paths.adminLogs(), end: false },
] as const satisfies readonly {
  label: string;
  to: string;
  end: boolean;
  newCount?: keyof NewApplicationCounts;
}[];

/** "3" to the eye, "3 nuove" to a screen reader. */
function NewCount({ count }: { readonly count: number | null }) {
  if (count === null || count <= 0) return null;
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-accent">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{newCountText(count)}</span>
      </span>
    </>
  );
}

/**
 * The shell counts the new applications once, for its menu and for the pages inside it. A
 * volunteer's shell counts nothing and opens only their pages (decision 87).
 */
export function AdminShell({ children }: { readonly children: ReactNode }) {
  const { user } = useSession();
  if (isVolunteerUser(user)) {
    return (
      <Shell menu={<VolunteerMenu />}>
        <VolunteerPages>{children}</VolunteerPages>
      </Shell>
    );
  }
  return (
    <NewApplicationCountsProvider>
      {/* The first staff sign-in of the week sends its mail (decision 94). */}
      <WeeklyDigestAtSignIn sources={weekDueSources} />
      <Shell menu={<StaffMenu />}>{children}</Shell>
    </NewApplicationCountsProvider>
  );
}

function StaffMenu() {
  const counts = useNewApplicationCounts();
  return (
    <ul className="nav flex-column">
      {adminNavItems.map((item) => (
        <li key={item.to} className="nav-item">
          <NavLink to={item.to} end={item.end} className="nav-link">
            {item.label}
            {'newCount' in item && <NewCount count={counts[item.newCount]} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function VolunteerMenu() {
  return (
    <ul className="nav flex-column">
      {volunteerNavItems.map((item) => (
        <li key={item.to} className="nav-item">
          <NavLink to={item.to} end={item.end} className="nav-link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Any other page is the staff's: it says so, and its page (and its reads) never mounts. */
function VolunteerPages({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') === paths.admin()) {
    return <Navigate to={paths.adminHorses()} replace />;
  }
  if (volunteerMayOpen(pathname)) return children;
  return (
    <section className="admin-page" data-testid="volunteer-refusal">
      <h1 className="admin-page__title">{volunteerRefusal.title}</h1>
      <p>{volunteerRefusal.text}</p>
      <Link className="btn btn-primary" to={paths.adminHorses()}>
        {volunteerRefusal.back}
      </Link>
    </section>
  );
}

function Shell({ children, menu }: { readonly children: ReactNode; readonly menu: ReactNode }) {
  const { user, signOut } = useSession();
  const { open, setOpen, toggle } = useAdminMenu();
  const isSmall = useLayoutSize() === 'small';
  const { pathname } = useLocation();
  const [menuPathname, setMenuPathname] = useState(pathname);

  // On small layouts the menu is an overlay: close it on navigation (adjusting state while rendering).
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    if (isSmall && open) setOpen(false);
  }

  const overlayOpen = isSmall && open;
  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, setOpen]);

  const shellClass = [
    'admin-shell',
    open ? 'admin-shell--menu-open' : 'admin-shell--menu-closed',
    isSmall ? 'admin-shell--small' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={shellClass}>
      <a href="#admin-main" className="visually-hidden-focusable admin-shell__skip">
        Vai al contenuto
      </a>
      <header className="admin-shell__bar">
        <button
          type="button"
          className="admin-shell__toggle"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={adminMenuId}
          onClick={toggle}
        >
          <MenuIcon open={open} />
        </button>
        <span className="admin-shell__title">Area riservata</span>
        <Dropdown align="end" className="admin-shell__user">
          <Dropdown.Toggle variant="link" id="admin-user-menu" className="admin-shell__user-toggle">
            <span className="admin-shell__user-name">{userDisplayName(user)}</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {user.email && <Dropdown.ItemText className="small">{user.email}</Dropdown.ItemText>}
            <Dropdown.Item as="button" type="button" onClick={() => void signOut()}>
              Sign out
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </header>
      <div className="admin-shell__body">
        <nav
          id={adminMenuId}
          className="admin-shell__menu"
          aria-label="Menu area riservata"
          hidden={!open}
        >
          <Link to={paths.home()} className="admin-shell__brand">
            <img src={logoPath} alt="" width={48} height={48} />
            <span>{association.name}</span>
          </Link>
          {menu}
        </nav>
        {overlayOpen && (
          <button
            type="button"
            className="admin-shell__backdrop"
            aria-label="Chiudi il menu"
            tabIndex={-1}
            onClick={() => setOpen(false)}
          />
        )}
        <div className="admin-shell__content">
          <main id="admin-main" className="admin-shell__main" tabIndex={-1}>
            <AdminMenuOpenContext value={open}>{children}</AdminMenuOpenContext>
          </main>
          <footer className="admin-shell__footer">
            <span>Area riservata di {association.name}, fatta dai suoi volontari</span>
            <span>versione {__APP_VERSION__}</span>
          </footer>
        </div>
      </div>
    </div>
  );
}
