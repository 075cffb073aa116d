/** What other modules may use of the mail module (the lint forbids reaching past this file). */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { folderTransport, smtpTransport } from './transport';
import { MailWorker, type MailWorkerLog } from './worker';

export { enqueueMail, type MailToSend } from './outbox';
export { copyOrderMail, mailsAboutOrder } from './entries';
export { enqueueOrderMail, orderMailRow, type MailRecipient } from './order-mails';
export {
  escapeHtml,
  renderPasswordResetMail,
  renderPlainPage,
  renderStockAlertMail,
  type OrderMailDelivery,
} from './templates';
export { type MailTextKey, mailText } from './texts';
export { mailRoutes } from './routes';
export { MailWorker } from './worker';

/** The worker of this process, sending over SMTP_URL or into DATA_DIR/outbox. Not started: see start(). */
export function createMailWorker(config: Pick<AppConfig, 'mail'>, db: Db, log: MailWorkerLog): MailWorker {
  const { smtpUrl, outboxDir, from, leaseMs } = config.mail;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : folderTransport(outboxDir);
  return new MailWorker({ db, transport, from, leaseMs, log });
}
