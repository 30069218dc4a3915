import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { association, formatAddress, phoneHref } from '../../../config/association';

export function ContactsPage() {
  return (
    <PagePlaceholder title="Contatti">
      <ul className="list-unstyled">
        <li>
          E-mail: <a href={`mailto:${association.email}`}>{association.email}</a>
        </li>
        <li>
          Telefono: <a href={phoneHref(association.phone)}>{association.phone}</a>
        </li>
        <li>
          {association.oasisAddress.label}: {formatAddress(association.oasisAddress)}
        </li>
        <li>
          {association.legalSeatAddress.label}: {formatAddress(association.legalSeatAddress)}
        </li>
      </ul>
    </PagePlaceholder>
  );
}
