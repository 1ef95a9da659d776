import { formatPrice, type DishReportRow, type ReportGroup, type SalesReportRow } from '@flame/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { hourLabel, periodLabel, periodTick, type HourTotals } from './report-format';

/**
 * The report charts, drawn with recharts. This module is imported by the Reports section only, a lazy route of
 * the dashboard, so recharts is never part of a public page's scripts. Each chart is a picture of the table under
 * it (`role="img"` with a label that says so): the figures themselves are read from the table.
 */

const BRAND = '#c62828'; // brand-600
const SAFFRON = '#d97706'; // amber-600: legible on white
const GRID = '#e7e5e4'; // stone-200
const AXIS = { fontSize: 12, fill: '#57534e' }; // stone-600

const dollarsTick = (value: number) => (value >= 1000 ? `$${Math.round(value / 100) / 10}k` : `$${value}`);

function ChartFrame({
  label,
  height = 280,
  children,
}: {
  label: string;
  height?: number;
  children: React.ReactElement;
}) {
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function SalesChart({ rows, group }: { rows: readonly SalesReportRow[]; group: ReportGroup }) {
  const data = rows.map((row) => ({
    ...row,
    tick: periodTick(row.period, group),
    label: periodLabel(row.period, group),
  }));
  return (
    <ChartFrame label={`Sales per ${group}, as a bar chart. The table below lists the same figures.`}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="tick" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={12} />
        <YAxis tick={AXIS} tickLine={false} axisLine={false} tickFormatter={dollarsTick} width={56} />
        <Tooltip
          cursor={{ fill: '#fff1f1' }}
          labelFormatter={(_, payload) => String(payload[0]?.payload?.label ?? '')}
          formatter={(value, name) =>
            name === 'sales' ? [formatPrice(Number(value)), 'Sales'] : [value, name]
          }
        />
        <Bar dataKey="sales" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

/** The best-selling dishes by sales, at most ten, as horizontal bars (long names fit on a phone). */
export function DishesChart({ rows }: { rows: readonly DishReportRow[] }) {
  const top = rows.slice(0, 10).map((row) => ({
    ...row,
    short: row.name.length > 18 ? `${row.name.slice(0, 17)}…` : row.name,
  }));
  return (
    <ChartFrame
      label="The best-selling dishes by sales, as a bar chart. The table below lists every dish."
      height={Math.max(160, top.length * 36 + 40)}
    >
      <BarChart
        data={top}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" tick={AXIS} tickLine={false} axisLine={false} tickFormatter={dollarsTick} />
        <YAxis type="category" dataKey="short" tick={AXIS} tickLine={false} axisLine={false} width={132} />
        <Tooltip
          cursor={{ fill: '#fff1f1' }}
          labelFormatter={(_, payload) => String(payload[0]?.payload?.name ?? '')}
          formatter={(value) => [formatPrice(Number(value)), 'Sales']}
        />
        <Bar dataKey="sales" fill={BRAND} radius={[0, 4, 4, 0]} maxBarSize={24} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

/** Orders by hour of pickup, every weekday added. */
export function HoursChart({ hours }: { hours: readonly HourTotals[] }) {
  const data = hours.map((entry) => ({ ...entry, label: hourLabel(entry.hour) }));
  return (
    <ChartFrame label="Orders by hour of pickup, as a bar chart. The table below lists them per weekday.">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={8} />
        <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} width={40} />
        <Tooltip cursor={{ fill: '#fffbeb' }} formatter={(value) => [value, 'Orders']} />
        <Bar
          dataKey="orders"
          fill={SAFFRON}
          radius={[4, 4, 0, 0]}
          maxBarSize={40}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFrame>
  );
}
