export { BarChart } from './bar-chart';
export { LineChart } from './line-chart';
export type { Datum } from './chart-frame';
