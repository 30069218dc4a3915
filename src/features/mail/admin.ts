export {
  ApplicationMailSection,
  type ApplicationMailSectionProps,
} from './admin/application-mail-section';
export { Outbox } from './admin/outbox';
export { countFailedMails } from './api/mail-api';
