import { PagePlaceholder } from '../../../components/page-placeholder';

// Placeholder: the chat feature issue replaces this file.
export default function AiChatPage() {
  return <PagePlaceholder title="AI Assistant" />;
}
