import { useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CURRENCIES, type Currency, langOf, type Language, productName, type Stats } from '@shop/domain';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useTheme } from '../../../shared/lib/theme';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EMPTY_FILTER, deskHref, todayDay } from '../../../shared/lib/orders-desk-address';
import { deskCountQuery, statsQueryOptions } from './api';
import { moneyFromCents } from './chart-format';
import { dashboardFigures, type DashboardFigures } from './dashboard-figures';
import { SalesChart } from './sales-chart';
import { dashboardTexts } from './texts';

const PERIODS = [7, 30, 90, 365] as const;
const GROWTH_TONES = {
  [-1]: 'text-red-700 dark:text-red-400',
  0: '',
  1: 'text-emerald-700 dark:text-emerald-400',
} as const;
const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

// min-w-0: a grid item would otherwise widen to its longest unbroken line (a product name).
const panel =
  'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** /admin: the sales dashboard (cards, sales chart, top categories), for admins and super admins. */
export function DashboardPage() {
  const { t } = useFeatureTexts(dashboardTexts);
  const [language] = useLanguage();
  const [days, setDays] = useState<number>(30);
  const [currency, setCurrency] = useState<Currency | undefined>();
  const stats = useQuery({ ...statsQueryOptions({ days, currency }), placeholderData: keepPreviousData });
  useDocumentTitle(t('dashboard:pageTitle'));

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* On phones the admin top bar already shows the page title. */}
        <h1 className="sr-only text-2xl font-bold md:not-sr-only">{t('dashboard:pageTitle')}</h1>
        <div className="flex flex-wrap items-end gap-3">
          {stats.data?.hasOrders && stats.data.currencies.length > 0 && (
            <CurrencySwitch currencies={stats.data.currencies} value={stats.data.currency} onChange={setCurrency} />
          )}
          {stats.data?.hasOrders && (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('dashboard:period')}
              <select className={selectClass} value={days} onChange={(event) => setDays(Number(event.target.value))}>
                {PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t('dashboard:lastDays', { count: period })}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
      <DeskFigures />
      {stats.isError && !stats.data ? (
        <div className={panel} role="alert">
          <p>{t('dashboard:loadError')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => void stats.refetch()}>
            {t('dashboard:retry')}
          </button>
        </div>
      ) : stats.data ? (
        <Dashboard stats={stats.data} language={language} />
      ) : (
        <DashboardSkeleton />
      )}
    </section>
  );
}

/**
 * Today's orders and those waiting to be shipped or handed over, each a link to the orders desk
 * filtered to exactly the orders it counts.
 */
function DeskFigures() {
  const { t } = useFeatureTexts(dashboardTexts);
  const [language] = useLanguage();
  const today = todayDay();
  const todays = { ...EMPTY_FILTER, from: today, to: today };
  const waiting = { ...EMPTY_FILTER, status: ['paid' as const, 'preparing' as const] };
  const todayCount = useQuery(deskCountQuery(todays));
  const waitingCount = useQuery(deskCountQuery(waiting));
  const number = new Intl.NumberFormat(locales[language]);
  const figure = (label: string, count: number | undefined, href: string, testId: string) => (
    <Link
      to={href}
      data-testid={testId}
      className={`${panel} flex items-center justify-between gap-3 hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:border-indigo-500`}
    >
      <span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{label}</span>
        <span className="block text-2xl font-bold tabular-nums">
          {count === undefined ? '…' : number.format(count)}
        </span>
      </span>
      <span aria-hidden="true" className="text-indigo-700 dark:text-indigo-300">
        →
      </span>
    </Link>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {figure(t('dashboard:todayOrders'), todayCount.data, deskHref(todays), 'stat-today-orders')}
      {figure(t('dashboard:waitingShipment'), waitingCount.data, deskHref(waiting), 'stat-waiting-shipment')}
    </div>
  );
}

function Dashboard({ stats, language }: { stats: Stats; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  const [theme] = useTheme();
  // One sample per visit: its ±10 % variation is random and must not change on every render.
  const figures = useMemo(() => dashboardFigures(stats, new Date()), [stats]);
  const money = (cents: number) => moneyFromCents(cents, figures.currency, language);
  const period = figures.sample ? t('dashboard:lastMonths') : t('dashboard:lastDays', { count: stats.period.days });
  return (
    <>
      {figures.sample && (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          role="note"
          data-testid="sample-note"
        >
          {t('dashboard:sampleNote')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="stat-cards">
        <StatCard
          title={t('dashboard:totalSales')}
          value={money(figures.totalSalesCents)}
          period={period}
          hint={<Growth value={figures.salesGrowth} sample={figures.sample} language={language} />}
          testId="stat-total-sales"
        />
        <StatCard
          title={t('dashboard:orders')}
          value={new Intl.NumberFormat(locales[language]).format(figures.totalOrders)}
          period={period}
          hint={<Growth value={figures.ordersGrowth} sample={figures.sample} language={language} />}
          testId="stat-orders"
        />
        <StatCard
          title={t('dashboard:averageOrderValue')}
          value={money(figures.averageOrderValueCents)}
          period={period}
          testId="stat-average"
        />
        <StatCard
          title={t('dashboard:productsInStock')}
          value={new Intl.NumberFormat(locales[language]).format(figures.productsInStock)}
          hint={t('dashboard:inStockHint')}
          testId="stat-in-stock"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={`${panel} lg:col-span-2`}>
          <h2 className="mb-3 font-semibold">
            {t('dashboard:monthlySales')}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              · {t('dashboard:lastMonths')} · {figures.currency}
            </span>
          </h2>
          <SalesChart
            data={figures.salesData}
            currency={figures.currency}
            language={language}
            theme={theme}
            label={t('dashboard:monthlySales')}
          />
          <MonthlyTable figures={figures} language={language} />
        </div>
        <CategoryList figures={figures} language={language} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <LowStockList stats={stats} language={language} />
        <LatestOrders stats={stats} language={language} />
      </div>
    </>
  );
}

function CurrencySwitch(props: { currencies: Currency[]; value: Currency; onChange: (currency: Currency) => void }) {
  const { t } = useFeatureTexts(dashboardTexts);
  const [language] = useLanguage();
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <span id="currency-switch-label">{t('dashboard:currency')}</span>
      <div
        className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
        role="group"
        aria-labelledby="currency-switch-label"
      >
        {props.currencies.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={code === props.value}
            title={CURRENCIES[code].name[language]}
            onClick={() => props.onChange(code)}
            className="rounded-md px-3 py-1.5 hover:bg-slate-100 aria-pressed:bg-indigo-600 aria-pressed:text-white dark:hover:bg-slate-800 dark:aria-pressed:bg-indigo-500"
          >
            {code}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The font size that keeps a figure on one line in its card: 1.5rem when it fits, else as much
 * as the card's width allows for its characters (a bold digit is about 0.62 em wide). A money
 * figure such as 'AR$ 24.149.991,00' would otherwise break between its symbol and its amount in
 * the four cards across of a 1280 px screen.
 */
function figureFontSize(value: string): string {
  return `min(1.5rem, ${(100 / (0.62 * Math.max(value.length, 1))).toFixed(2)}cqi)`;
}

function StatCard(props: { title: string; value: string; period?: string; hint?: ReactNode; testId: string }) {
  return (
    <div className={`${panel} @container`} data-testid={props.testId}>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{props.title}</p>
      <p
        className="mt-1 leading-8 font-bold whitespace-nowrap tabular-nums"
        style={{ fontSize: figureFontSize(props.value) }}
        data-testid="stat-value"
      >
        {props.value}
      </p>
      {props.period && <p className="text-xs text-slate-600 dark:text-slate-400">{props.period}</p>}
      {props.hint && <div className="mt-2 text-sm">{props.hint}</div>}
    </div>
  );
}

function Growth({ value, sample, language }: { value: number | null; sample: boolean; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  if (value === null) return <span className="text-slate-600 dark:text-slate-300">{t('dashboard:noPrevious')}</span>;
  const percent = new Intl.NumberFormat(locales[language], {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
  const tone = GROWTH_TONES[Math.sign(value) as -1 | 0 | 1];
  return <span className={tone}>{t(sample ? 'dashboard:growthSample' : 'dashboard:growth', { value: percent })}</span>;
}

/** The chart's figures as a table, for screen readers (the canvas has none to read). */
function MonthlyTable({ figures, language }: { figures: DashboardFigures; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  return (
    <table className="sr-only" data-testid="monthly-sales">
      <caption>{t('dashboard:monthlySales')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard:month')}</th>
          <th scope="col">{t('dashboard:sales')}</th>
        </tr>
      </thead>
      <tbody>
        {figures.salesData.map((month) => (
          <tr key={month.month}>
            <td>{month.month}</td>
            <td>{moneyFromCents(month.salesCents, figures.currency, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CategoryList({ figures, language }: { figures: DashboardFigures; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  const percent = new Intl.NumberFormat(locales[language], { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className={panel} data-testid="category-list">
      <h2 className="mb-3 font-semibold">{t('dashboard:categories')}</h2>
      {figures.topCategories.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dashboard:noCategorySales')}</p>
      ) : (
        <ul className="space-y-3">
          {figures.topCategories.map((category) => {
            const name = category.name === null ? t('dashboard:deletedProducts') : t(`categories.${category.name}`);
            return (
              <li key={category.name ?? ''}>
                <div className="flex justify-between gap-2 text-sm">
                  <span>{name}</span>
                  <span className="font-medium tabular-nums">{percent.format(category.percentage / 100)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
                  <div
                    className="h-2 rounded-full bg-indigo-600 dark:bg-indigo-400"
                    style={{ width: `${Math.min(100, category.percentage)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function LowStockList({ stats, language }: { stats: Stats; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  return (
    <div className={panel} data-testid="low-stock">
      <h2 className="mb-3 font-semibold">{t('dashboard:lowStock')}</h2>
      {stats.lowStock.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dashboard:lowStockEmpty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {stats.lowStock.map((item) => {
            const name = productName(item, language);
            return (
              <li key={item.id} className="flex justify-between gap-2 py-2">
                <span className="min-w-0 truncate" {...langOf(name)}>
                  {name.text}
                </span>
                <span
                  className={`shrink-0 font-medium ${item.stock === 0 ? 'text-red-700 dark:text-red-400' : 'text-amber-700 dark:text-amber-400'}`}
                >
                  {t('dashboard:units', { count: item.stock })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function LatestOrders({ stats, language }: { stats: Stats; language: Language }) {
  const { t } = useFeatureTexts(dashboardTexts);
  const domainText = useDomainMessage();
  const date = new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={panel} data-testid="latest-orders">
      <h2 className="mb-3 font-semibold">
        {t('dashboard:latestOrders')}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">· {stats.currency}</span>
      </h2>
      {/* Sales are the products sold (the figures above too); the orders desk shows the order's
          one total, delivery included: the same order would otherwise show two amounts unexplained. */}
      <p className="-mt-2 mb-2 text-xs text-slate-600 dark:text-slate-400" data-testid="latest-orders-amounts">
        {t('dashboard:latestOrdersAmounts', { currency: stats.currency })}
      </p>
      {stats.latestOrders.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dashboard:noOrders')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {stats.latestOrders.map((order) => (
            <li key={order.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link to={`/admin/pedidos/${order.id}`} className="block truncate font-medium hover:underline">
                  {order.customerName ?? t('dashboard:deletedCustomer')}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {date.format(new Date(order.createdAt))} · {domainText(`orders.statusName.${order.status}`)}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums">
                {moneyFromCents(order.totalCents, stats.currency, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-4" data-testid="dashboard-loading">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
