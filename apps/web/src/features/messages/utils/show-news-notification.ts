import { NOTIFICATION_DURATION_MS, type NewsMessage } from '@portal/contract'

/**
 * Announces one new message as a notification for 3 s (spec §9); a click opens that message in the message
 * centre. Ant Design's notification loads with the first one.
 * @example showNewsNotification(message, t(`messages:category.${message.messageType}`), openCentre)
 */
export const showNewsNotification = (
  message: NewsMessage,
  categoryName: string,
  onOpen: () => void,
): void => {
  void import('antd/es/notification').then(({ default: notification }) =>
    notification.info({
      key: `news-${message.id}`,
      title: message.title,
      description: categoryName,
      duration: NOTIFICATION_DURATION_MS / 1000,
      placement: 'topRight',
      onClick: onOpen,
    }),
  )
}
