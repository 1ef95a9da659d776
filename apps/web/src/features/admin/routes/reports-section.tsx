import {
  formatPrice,
  isIsoDate,
  REPORT_GROUPS,
  REPORT_PRESETS,
  zonedToday,
  type ReportGroup,
  type ReportName,
  type ReportPreset,
} from '@flame/shared';
import { useSearchParams } from 'react-router';
import {
  downloadCsv,
  ordersExportPath,
  reportPath,
  useDishesReport,
  useHoursReport,
  useReportSummary,
  useSalesReport,
  type ReportRange,
} from '../../../api/reports';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../lib/head';
import { useNow } from '../../../lib/hooks/use-now';
import type { HeadFunction } from '../../../lib/route-deps';
import { RangePicker, rangeOf, type RangeChoice } from '../reports/range-picker';
import { DishesChart, HoursChart, SalesChart } from '../reports/report-charts';
import { DownloadCsvButton, ReportCard, ReportTable, tdClass, thClass } from '../reports/report-card';
import {
  defaultGroup,
  hourLabel,
  hoursOfDay,
  periodLabel,
  rangeLabel,
  WEEK_DAYS_FROM_MONDAY,
} from '../reports/report-format';
import { SummaryCards } from '../reports/summary-cards';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';
import { LoadFailedAlert } from '../ui/load-failed-alert';

export const head: HeadFunction = () => ({ title: pageTitle('Reports · Admin Dashboard') });

const GROUP_LABELS: Record<ReportGroup, string> = { day: 'By day', week: 'By week', month: 'By month' };

/** The range in the address (`?range=last-week`, or `?from=…&to=…`), so a reload or a shared link keeps it. */
function choiceFromParams(params: URLSearchParams): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isIsoDate(from) && isIsoDate(to) && from <= to) return { preset: 'custom', from, to };
  const preset = REPORT_PRESETS.find((entry) => entry.id === params.get('range'));
  return { preset: preset?.id ?? ('this-week' satisfies ReportPreset) };
}

function paramsOf(choice: RangeChoice, group: ReportGroup | null): Record<string, string> {
  const range: Record<string, string> =
    choice.preset === 'custom' ? { from: choice.from, to: choice.to } : { range: choice.preset };
  return group ? { ...range, group } : range;
}

/**
 * Reports: a date range (presets or the owner's own dates, on the restaurant's calendar), the summary's
 * figures, then sales, dishes and hours, each a chart with its table under it and 'Download CSV'; and every order
 * line by line for the accountant.
 */
export default function ReportsSection() {
  const restaurant = useOwnedRestaurant();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const askedGroup = REPORT_GROUPS.find((group) => group === params.get('group')) ?? null;

  return (
    <AdminSection
      title="Reports"
      description={`Sales of picked-up orders on ${restaurant.name}'s calendar days (${restaurant.timeZone}).`}
      maxWidth="6xl"
    >
      {now ? (
        <ReportsBody
          today={zonedToday(now, restaurant.timeZone)}
          choice={choice}
          askedGroup={askedGroup}
          onChoice={(next) => setParams(paramsOf(next, null), { replace: true, preventScrollReset: true })}
          onGroup={(group) => setParams(paramsOf(choice, group), { replace: true, preventScrollReset: true })}
        />
      ) : (
        <Skeleton label="Loading the reports...">
          <div className={`${skeletonBlockClass} h-96`} />
        </Skeleton>
      )}
    </AdminSection>
  );
}

function ReportsBody({
  today,
  choice,
  askedGroup,
  onChoice,
  onGroup,
}: {
  today: string;
  choice: RangeChoice;
  askedGroup: ReportGroup | null;
  onChoice: (choice: RangeChoice) => void;
  onGroup: (group: ReportGroup) => void;
}) {
  const range = rangeOf(choice, today);
  const group = askedGroup ?? defaultGroup(range.from, range.to);
  const summary = useReportSummary(range);
  const sales = useSalesReport(range, group);
  const dishes = useDishesReport(range);
  const hours = useHoursReport(range);
  const csv = (report: ReportName, groupOf?: ReportGroup) => () =>
    downloadCsv(reportPath(report, range, groupOf, true), { report, ...range });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5">
        <RangePicker key={JSON.stringify(choice)} choice={choice} today={today} onChange={onChoice} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-cream-200 pt-3">
          <p className="font-semibold text-stone-900" aria-live="polite">
            {rangeLabel(range.from, range.to)}
          </p>
          <div className="flex flex-wrap gap-2">
            <DownloadCsvButton label="Summary" download={csv('summary')} />
            <OrdersExportButton range={range} />
          </div>
        </div>
      </div>

      <section aria-label="Summary">
        {summary.isPending ? (
          <Skeleton label="Loading the summary...">
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className={`${skeletonBlockClass} h-36`} />
              ))}
            </div>
          </Skeleton>
        ) : summary.isError && !summary.isPlaceholderData ? (
          <LoadFailedAlert
            title="Failed to load the summary"
            error={summary.error}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : (
          <>
            {summary.data.orders === 0 && summary.data.cancelled === 0 && summary.data.covers === 0 && (
              <p role="status" className="mb-4 rounded-card bg-cream-100 p-4 text-stone-800">
                Nothing happened in this range: no orders picked up, none cancelled and no tables booked.
              </p>
            )}
            <div className={summary.isPlaceholderData ? 'opacity-60' : undefined}>
              <SummaryCards summary={summary.data} />
            </div>
          </>
        )}
      </section>

      <ReportCard
        title="Sales"
        description="Picked-up orders per period."
        query={sales}
        isEmpty={(rows) => rows.every((row) => row.orders === 0)}
        emptyText="No orders were picked up in this range."
        download={csv('sales', group)}
        controls={
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <span className="sr-only">Group sales</span>
            <select
              value={group}
              onChange={(event) => onGroup(event.target.value as ReportGroup)}
              className="h-9 rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {REPORT_GROUPS.map((option) => (
                <option key={option} value={option}>
                  {GROUP_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {(rows) => (
          <>
            <SalesChart rows={rows} group={group} />
            <ReportTable caption="Sales per period">
              <thead>
                <tr>
                  <th scope="col" className={`${thClass} px-3`}>
                    Period
                  </th>
                  <th scope="col" className={`${thClass} px-3 text-right`}>
                    Orders
                  </th>
                  <th scope="col" className={`${thClass} px-3 text-right`}>
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.period}>
                    <th scope="row" className={`${tdClass} px-3 font-medium`}>
                      {periodLabel(row.period, group)}
                    </th>
                    <td className={`${tdClass} px-3 text-right`}>{row.orders}</td>
                    <td className={`${tdClass} px-3 text-right`}>{formatPrice(row.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </>
        )}
      </ReportCard>

      <ReportCard
        title="Dishes"
        description="What sold, with the options chosen."
        query={dishes}
        isEmpty={(rows) => rows.length === 0}
        emptyText="No dishes were sold in this range."
        download={csv('dishes')}
      >
        {(rows) => (
          <>
            <DishesChart rows={rows} />
            <ReportTable caption="Dishes sold">
              <thead>
                <tr>
                  <th scope="col" className={`${thClass} px-3`}>
                    Dish
                  </th>
                  <th scope="col" className={`${thClass} px-3 text-right`}>
                    Sold
                  </th>
                  <th scope="col" className={`${thClass} px-3 text-right`}>
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.foodId ?? `name:${row.name}`}>
                    <th scope="row" className={`${tdClass} px-3 font-medium`}>
                      <span className="break-words">{row.name}</span>
                      {row.foodId === null && (
                        <span className="ml-1 text-xs font-normal text-stone-500">
                          (removed from the menu)
                        </span>
                      )}
                      {row.options.length > 0 && (
                        <span className="mt-0.5 block text-xs font-normal text-stone-600">
                          {row.options.map((option) => `${option.name} × ${option.quantity}`).join(' · ')}
                        </span>
                      )}
                    </th>
                    <td className={`${tdClass} px-3 text-right`}>{row.quantity}</td>
                    <td className={`${tdClass} px-3 text-right`}>{formatPrice(row.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </>
        )}
      </ReportCard>

      <ReportCard
        title="Busy hours"
        description="Picked-up orders by hour of pickup and weekday."
        query={hours}
        isEmpty={(rows) => rows.length === 0}
        emptyText="No orders were picked up in this range."
        download={csv('hours')}
      >
        {(rows) => {
          const byHour = hoursOfDay(rows);
          return (
            <>
              <HoursChart hours={byHour} />
              <ReportTable caption="Orders per hour of pickup and weekday" dense>
                <thead>
                  <tr>
                    <th scope="col" className={`${thClass} px-1.5`}>
                      Hour
                    </th>
                    {WEEK_DAYS_FROM_MONDAY.map((day) => (
                      <th key={day} scope="col" className={`${thClass} px-1.5 text-right`}>
                        {day.slice(0, 3)}
                      </th>
                    ))}
                    <th scope="col" className={`${thClass} px-1.5 text-right`}>
                      All
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {byHour.map((entry) => (
                    <tr key={entry.hour}>
                      <th scope="row" className={`${tdClass} px-1.5 font-medium whitespace-nowrap`}>
                        {hourLabel(entry.hour)}
                      </th>
                      {WEEK_DAYS_FROM_MONDAY.map((day) => (
                        <td key={day} className={`${tdClass} px-1.5 text-right`}>
                          {entry.byDay[day] ?? <span className="text-stone-400">0</span>}
                        </td>
                      ))}
                      <td className={`${tdClass} px-1.5 text-right font-semibold`}>{entry.orders}</td>
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
            </>
          );
        }}
      </ReportCard>
    </div>
  );
}

/** 'Orders CSV': every order of the range line by line, whatever its status, for the accountant. */
function OrdersExportButton({ range }: { range: ReportRange }) {
  return (
    <DownloadCsvButton
      label="Every order, line by line"
      text="Orders CSV"
      download={() => downloadCsv(ordersExportPath(range), { report: 'orders', ...range })}
    />
  );
}
