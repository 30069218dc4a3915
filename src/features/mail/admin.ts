export {
  SendNewsToCircle,
  sendNewsTexts,
  type SendNewsToCircleProps,
} from './admin/send-news-to-circle';
