import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type Order, SHOPPER_CANCELLABLE, addressLines, deliveryWindowText } from '@shop/domain';
import { addressTexts } from '../../shared/addresses/texts';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { useAlerts } from '../../shared/ui/alerts';
import { buttonClass } from '../../shared/ui/button';
import { toast } from '../../shared/ui/toast';
import { cancelOrder, orderKeys } from './api';
import { ordersTexts } from './texts';

/** The delivery's option and dates as words in the page's language (undefined for an order without one). */
function useDeliveryWords(delivery: Order['delivery']) {
  const { t } = useFeatureTexts(ordersTexts);
  const { t: addressText } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  if (!delivery) return undefined;
  const days = deliveryWindowText(delivery.earliest, delivery.latest, language);
  const dates =
    delivery.option === 'pickup'
      ? t(days.sameDay ? 'orders:delivery.pickupOn' : 'orders:delivery.pickupBetween', days)
      : addressText(days.sameDay ? 'addresses:delivery.on' : 'addresses:delivery.between', days);
  return { t, language, delivery, option: t(`orders:delivery.option.${delivery.option}`), dates };
}

/** One line of the orders list: the option, its dates and where to, so each order is known at a glance. */
export function OrderDeliverySummary({ order }: { order: Order }) {
  const words = useDeliveryWords(order.delivery);
  if (!words) return null;
  const { delivery, language } = words;
  const where = delivery.address ? addressLines(delivery.address, language)[0] : delivery.pickupAddress?.[language];
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="order-card-delivery">
      {[words.option, words.dates, where].filter(Boolean).join(' · ')}
    </p>
  );
}

/** Where and when the order goes: the option, its dates, the address as it was, and the tracking once shipped. */
export function OrderDeliveryCard({ order }: { order: Order }) {
  const words = useDeliveryWords(order.delivery);
  if (!words) return null;
  const { t, delivery, language } = words;
  return (
    <section aria-labelledby="order-delivery" data-testid="order-delivery">
      <h2 id="order-delivery" className="font-semibold">
        {t('orders:delivery.title')}
      </h2>
      <p className="mt-2 font-medium" data-testid="order-delivery-option">
        {words.option}
      </p>
      <p data-testid="order-delivery-dates">{words.dates}</p>
      {delivery.address && (
        <address className="mt-2 text-sm not-italic" data-testid="order-delivery-address">
          <span className="block">{delivery.address.recipient}</span>
          {addressLines(delivery.address, language).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {delivery.pickupAddress && (
        <p className="mt-2 text-sm" data-testid="order-pickup-address">
          {t('orders:delivery.pickupAt', { address: delivery.pickupAddress[language] })}
        </p>
      )}
      {delivery.pickupHours?.[language] && (
        <p className="text-sm" data-testid="order-pickup-hours">
          {t('orders:delivery.pickupHours', { hours: delivery.pickupHours[language] })}
        </p>
      )}
      {order.tracking && (
        <p className="mt-2 text-sm" data-testid="order-tracking">
          {t('orders:delivery.tracking', { carrier: order.tracking.carrier, code: order.tracking.trackingCode })}
        </p>
      )}
    </section>
  );
}

/** The shopper's cancel, while the order is paid (the server refuses it after). */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const { confirm } = useAlerts();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  if (!SHOPPER_CANCELLABLE.includes(order.status)) return null;
  const cancel = async () => {
    const confirmed = await confirm({
      title: t('orders:delivery.cancelConfirmTitle'),
      message: t('orders:delivery.cancelConfirmText'),
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const cancelled = await cancelOrder(order.id);
      queryClient.setQueryData(orderKeys.detail(order.id), cancelled);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
      toast.success(t('orders:delivery.cancelled'));
    } catch {
      toast.error(t('orders:delivery.cancelFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className={buttonClass('secondary', 'lg', 'w-full')}
        onClick={() => void cancel()}
        disabled={pending}
      >
        {pending ? t('orders:delivery.cancelling') : t('orders:delivery.cancel')}
      </button>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('orders:delivery.cancelHint')}</p>
    </div>
  );
}
