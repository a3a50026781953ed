/**
 * The drawn chart (line or bar) with recharts. Only the analytics screens load this module, through
 * a dynamic import (ChartCard): recharts never ships with the login page or the layout.
 */
import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { drawnSeries, type ChartModel } from './chartModel';
import { useAnalyticsFormat } from './format';

export interface ChartViewProps {
  model: ChartModel;
  type: 'line' | 'bar';
  title: string;
  /** Called once the chart is on the screen (data-state="ready"). */
  onDrawn(): void;
}

const HEIGHT = 300;

export default function ChartView({ model, type, title, onDrawn }: ChartViewProps) {
  const theme = useTheme();
  const format = useAnalyticsFormat();
  useEffect(() => {
    onDrawn();
  }, [onDrawn]);
  const colors = theme.palette.chart?.length ? theme.palette.chart : [theme.palette.primary.main];
  const series = drawnSeries(model);
  const axis = { fill: theme.palette.text.secondary, fontSize: 12 };
  const tick = (value: unknown) =>
    typeof value !== 'number' ? String(value) : model.axisFormat ? model.axisFormat(value) : format.number(value, 1);
  // Many categories with long names (hotspots, domains) read better as horizontal bars.
  const horizontal = type === 'bar' && model.categorical;
  const common = {
    data: model.rows,
    margin: { top: 8, right: 16, bottom: 8, left: 8 },
    accessibilityLayer: true,
  };
  const grid = <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />;
  const tooltip = (
    <Tooltip
      formatter={(value: unknown, _name: unknown, item: { dataKey?: unknown }) => {
        const s = series.find((x) => x.key === item.dataKey);
        const n = typeof value === 'number' ? value : null;
        return s?.format ? s.format(n) : format.number(n, 2);
      }}
      contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
      labelStyle={{ color: theme.palette.text.primary }}
    />
  );
  const legend = <Legend wrapperStyle={{ fontSize: 13 }} />;
  const height = horizontal ? Math.max(HEIGHT, model.rows.length * 28 + 60) : HEIGHT;
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
        {type === 'line' ? (
          <LineChart {...common}>
            {grid}
            <XAxis dataKey="x" tick={axis} minTickGap={16} />
            <YAxis tick={axis} tickFormatter={tick} width={64} />
            {tooltip}
            {legend}
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={colors[i % colors.length]}
                strokeWidth={2}
                dot={model.rows.length <= 31}
                isAnimationActive={false}
                connectNulls
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common} layout={horizontal ? 'vertical' : 'horizontal'}>
            {grid}
            {horizontal ? (
              <>
                <XAxis type="number" tick={axis} tickFormatter={tick} />
                <YAxis type="category" dataKey="x" tick={axis} width={150} interval={0} />
              </>
            ) : (
              <>
                <XAxis dataKey="x" tick={axis} minTickGap={16} />
                <YAxis tick={axis} tickFormatter={tick} width={64} />
              </>
            )}
            {tooltip}
            {legend}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={colors[i % colors.length]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
