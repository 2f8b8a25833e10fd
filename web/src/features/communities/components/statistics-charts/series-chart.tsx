// One statistics card's daily series (nivo line), loaded as its own chunk by the statistics page only. The same
// numbers are in a visually hidden table for screen readers.
import { Box, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { ResponsiveLine } from '@nivo/line';
import dayjs from 'dayjs';

export interface SeriesPoint {
  date: string;
  /** null: nothing to show that day (a retention day nobody joined on). */
  value: number | null;
}

export interface SeriesChartProps {
  /** The table's caption: what the numbers are. */
  caption: string;
  /** The value column's heading. */
  valueLabel: string;
  points: SeriesPoint[];
  color: string;
  /** How a value reads on the axis and in the table. */
  format: (value: number) => string;
  /** The axis' top when the values have a natural maximum (1 for a rate). */
  max?: number;
  /** Values are seconds: the axis steps in whole minutes once a step is a minute or more. */
  seconds?: boolean;
}

/** The smallest of 1, 2, 2.5 or 5 times a power of ten, at least 1, that is not below `raw`: round axis steps. */
function niceStep(raw: number) {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiple = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return Math.ceil(multiple * power);
}

const dayLabel = (date: string) => dayjs(date).format('MMM D');
const LABEL_WIDTH_PX = 72;
const MARGIN = { top: 12, right: 20, bottom: 32, left: 48 };

export default function SeriesChart({ caption, valueLabel, points, color, format, max, seconds }: SeriesChartProps) {
  const { ref, width } = useElementSize();
  const labels = Math.max(2, Math.min(6, Math.floor((width - MARGIN.left - MARGIN.right) / LABEL_WIDTH_PX)));
  const every = Math.max(1, Math.ceil(points.length / labels));
  const tickValues = points.filter((_, index) => index % every === 0).map((point) => point.date);
  const highest = Math.max(0, ...points.map((point) => point.value ?? 0));
  // Four round steps up the axis: quarters of a rate's maximum, whole numbers (or minutes) otherwise.
  const raw = (highest * 1.05) / 4;
  const step = max !== undefined ? max / 4 : seconds && raw >= 60 ? niceStep(raw / 60) * 60 : niceStep(raw);
  const axisTicks = [0, step, step * 2, step * 3, step * 4];
  const top = axisTicks[4]!;

  return (
    <>
      <Box h={180} aria-hidden="true" ref={ref}>
        <ResponsiveLine
          data={[{ id: valueLabel, data: points.map((point) => ({ x: point.date, y: point.value })) }]}
          colors={[color]}
          margin={MARGIN}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: top }}
          axisBottom={{ tickValues, format: dayLabel, tickSize: 0, tickPadding: 10 }}
          axisLeft={{ tickValues: axisTicks, tickSize: 0, tickPadding: 8, format: (v) => format(Number(v)) }}
          enableGridX={false}
          gridYValues={axisTicks}
          pointSize={points.length > 31 ? 0 : 5}
          pointBorderWidth={0}
          curve="monotoneX"
          enableArea
          areaOpacity={0.08}
          useMesh
          tooltip={({ point }) => (
            <Box bg="white" px={8} py={4} bd="1px solid var(--mantine-color-gray-3)" fz="sm">
              {dayLabel(String(point.data.x))}: <strong>{format(Number(point.data.y))}</strong>
            </Box>
          )}
          theme={{ text: { fontSize: 11, fill: '#495057' }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{dayLabel(point.date)}</th>
                <td>{point.value === null ? 'none' : format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
