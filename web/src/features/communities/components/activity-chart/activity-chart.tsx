// The overview's member activity chart (nivo line): posts and new members per day. Loaded as its own chunk, only
// where a chart is shown. The same numbers are in a table for screen readers.
import type { Overview } from '@hearth/shared/schemas/communities';
import { Box, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { ResponsiveLine } from '@nivo/line';
import dayjs from 'dayjs';

export interface ActivityChartProps {
  activity: Overview['activity'];
  colors: { posts: string; newMembers: string };
}

const dayLabel = (date: string) => dayjs(date).format('MMM D');

/** Room one date label needs on the axis ("Sep 20" and a gap). */
const LABEL_WIDTH_PX = 72;
const MARGIN = { top: 16, right: 28, bottom: 56, left: 40 };

export default function ActivityChart({ activity, colors }: ActivityChartProps) {
  const { ref, width } = useElementSize();
  const data = [
    { id: 'Posts', color: colors.posts, data: activity.map((day) => ({ x: day.date, y: day.posts })) },
    { id: 'New members', color: colors.newMembers, data: activity.map((day) => ({ x: day.date, y: day.newMembers })) },
  ];
  // As many date labels as fit the chart's width (at most seven), evenly spread over the range.
  const labels = Math.max(2, Math.min(7, Math.floor((width - MARGIN.left - MARGIN.right) / LABEL_WIDTH_PX)));
  const every = Math.max(1, Math.ceil(activity.length / labels));
  const tickValues = activity.filter((_, index) => index % every === 0).map((day) => day.date);
  const most = Math.max(1, ...activity.map((day) => Math.max(day.posts, day.newMembers)));

  return (
    <>
      <Box h={260} aria-hidden="true" ref={ref}>
        <ResponsiveLine
          data={data}
          colors={(serie) => String(serie.color)}
          margin={MARGIN}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: Math.ceil(most * 1.15) }}
          axisBottom={{ tickValues, format: dayLabel, tickSize: 0, tickPadding: 10 }}
          axisLeft={{
            tickValues: Math.min(5, most + 1),
            tickSize: 0,
            tickPadding: 8,
            format: (v) => `${Math.round(Number(v))}`,
          }}
          enableGridX={false}
          pointSize={activity.length > 31 ? 0 : 6}
          pointBorderWidth={0}
          curve="monotoneX"
          useMesh
          enableSlices="x"
          legends={[
            {
              anchor: 'bottom-left',
              direction: 'row',
              translateY: 52,
              itemWidth: 110,
              itemHeight: 16,
              symbolSize: 10,
              symbolShape: 'circle',
            },
          ]}
          theme={{ text: { fontSize: 12, fill: '#495057' }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>Posts and new members per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Posts</th>
              <th scope="col">New members</th>
            </tr>
          </thead>
          <tbody>
            {activity.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.posts}</td>
                <td>{day.newMembers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
