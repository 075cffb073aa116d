export { OutboxPage } from './outbox-page';
export { mailTexts } from './texts';
