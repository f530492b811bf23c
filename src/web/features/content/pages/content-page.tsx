import { PagePlaceholder } from '../../../components/page-placeholder';

// Placeholder: the content feature issue replaces this file.
export default function ContentPage() {
  return <PagePlaceholder title="Content Generator" />;
}
