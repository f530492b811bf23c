import { PagePlaceholder } from '../../../components/page-placeholder';

// Placeholder: the rollcall feature issue replaces this file.
export default function RollCallPage() {
  return <PagePlaceholder title="RollCall AI" />;
}
