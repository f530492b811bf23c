import { PagePlaceholder } from '../../../components/page-placeholder';

// Placeholder: the assessments feature issue replaces this file.
export default function AssessmentsPage() {
  return <PagePlaceholder title="Assessments" />;
}
