export {
  ApplicationMailSection,
  type ApplicationMailSectionProps,
} from './admin/application-mail-section';
export { Outbox } from './admin/outbox';
export {
  SendNewsToCircle,
  sendNewsTexts,
  type SendNewsToCircleProps,
} from './admin/send-news-to-circle';
export { countFailedMails } from './api/mail-api';
export { NewsSubscriptionSection, newsSubscriptionTexts } from './admin/news-subscription';
export { MAIL } from './model/mail';
export {
  mailRecordSchema,
  mailStateLabels,
  mailStateTone,
  type MailRecord,
  type MailState,
} from './model/mail-record';
