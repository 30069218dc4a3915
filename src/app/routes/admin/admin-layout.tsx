import { Link, NavLink, Outlet } from 'react-router';
import { association } from '../../../config/association';
import { paths } from '../../../config/paths';
import { logoPath } from '../../../config/site';
import '../../../styles/admin.scss';

const adminNavItems = [
  { label: 'Dashboard', to: paths.admin(), end: true },
  { label: 'Cavalli', to: paths.adminHorses(), end: false },
  { label: 'Eventi', to: paths.adminEvents(), end: false },
  { label: 'Candidature adozione', to: paths.adminAdoptionApplications(), end: false },
  { label: 'Candidature cessione', to: paths.adminCessionApplications(), end: false },
] as const;

/** Placeholder frame of the back office (the real shell, with auth, comes later). */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <header className="admin-layout__bar">
        <Link to={paths.home()} className="admin-layout__brand">
          <img src={logoPath} alt="" width={40} height={40} />
          <span>{association.name}</span>
        </Link>
        <span className="admin-layout__title">Area riservata</span>
      </header>
      <div className="admin-layout__body">
        <nav className="admin-layout__menu" aria-label="Menu area riservata">
          <ul className="nav flex-column">
            {adminNavItems.map((item) => (
              <li key={item.to} className="nav-item">
                <NavLink to={item.to} end={item.end} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-layout__main">
          <Outlet />
        </main>
      </div>
      <footer className="admin-layout__footer">
        {association.name} · versione {__APP_VERSION__}
      </footer>
    </div>
  );
}
