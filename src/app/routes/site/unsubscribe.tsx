export { UnsubscribePage } from '#src/features/mail/public/unsubscribe-page';
