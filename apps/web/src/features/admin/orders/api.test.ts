import type { MailOutboxEntry } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resendableMails } from './api';

const mail = (id: string, kind: string, status: MailOutboxEntry['status']): MailOutboxEntry => ({
  id,
  kind,
  to: 'ana@tienda.test',
  language: 'es',
  subject: `${kind} ${id}`,
  status,
  attempts: status === 'failed' ? 5 : 1,
  createdAt: '2026-11-30T10:00:00.000Z',
  sentAt: status === 'sent' ? '2026-11-30T10:00:05.000Z' : null,
  lastError: null,
});

describe('the mails staff may send again', () => {
  it('are the latest of each kind once it went or gave up', () => {
    const mails = [
      mail('1', 'order-confirmation', 'sent'),
      mail('2', 'order-shipped', 'failed'),
      mail('3', 'order-confirmation', 'sent'),
    ];
    expect([...resendableMails(mails)]).toEqual(['3', '2']);
  });

  it('leave out a kind whose latest copy is still waiting or being sent', () => {
    const mails = [
      mail('1', 'order-confirmation', 'sent'),
      mail('2', 'order-confirmation', 'pending'),
      mail('3', 'order-shipped', 'sending'),
      mail('4', 'order-cancelled', 'sent'),
    ];
    expect([...resendableMails(mails)]).toEqual(['4']);
  });
});
