import { AlertTriangle, Award, TrendingUp, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export interface Tiles {
  total: number;
  improving: number | null;
  needSupport: number | null;
  excellent: number | null;
}

/** Total comes from the roster; the other three from recorded scores ('—' while unavailable). */
export function StudentTiles({ tiles, loading }: { tiles: Tiles; loading: boolean }) {
  const figures = [
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
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.label} className="p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {f.label} <f.icon className="size-4 shrink-0" aria-hidden="true" />
          </div>
          {loading ? (
            <Skeleton className="mt-2 h-9 w-14" />
          ) : (
            <p className="mt-2 text-3xl font-bold" data-testid={`tile-${f.label}`}>
              {f.value ?? '—'}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{f.hint}</p>
        </Card>
      ))}
    </div>
  );
}
