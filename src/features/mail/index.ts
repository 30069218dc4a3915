export {
  applicationMails,
  MAIL,
  UNSUBSCRIBES,
  type ApplicationKind,
  type MailInput,
} from './model/mail';
