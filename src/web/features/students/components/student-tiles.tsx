import { AlertTriangle, Award, TrendingUp, Users } from 'lucide-react';
import { StatTiles, type StatTile } from '../../../components/stat-tiles';

export interface Tiles {
  total: number;
  improving: number | null;
  needSupport: number | null;
  excellent: number | null;
}

/** Total comes from the roster; the other three from recorded scores ('—' while unavailable). */
export function StudentTiles({ tiles, loading }: { tiles: Tiles; loading: boolean }) {
  const figures: StatTile[] = [
    { label: 'Total Students', value: tiles.total, icon: Users, hint: 'In your class' },
    {
      label: 'Improving',
      value: tiles.improving,
      icon: TrendingUp,
      hint: 'Recent scores trending up',
    },
    {
      label: 'Need Support',
      value: tiles.needSupport,
      icon: AlertTriangle,
      hint: 'Average below 70%',
    },
    { label: 'Excellent', value: tiles.excellent, icon: Award, hint: 'Average 90% or more' },
  ];
  return <StatTiles figures={figures} loading={loading} />;
}
