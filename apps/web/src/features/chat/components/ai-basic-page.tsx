import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { useComposer } from '../hooks/use-composer';
import { useChat } from '../hooks/use-chat';
import { ChatConversation } from './chat-conversation';
import { ChatHeader } from './chat-header';

/** /ai-basic: the concierge chat on its own. */
export function AiBasicPage() {
  const chat = useChat();
  const composer = useComposer();
  return (
    <div className="flex min-h-dvh flex-col">
      <ChatHeader
        title={MEMBER_ROUTES['/ai-basic']}
        online={chat.online}
        listening={composer.speech.listening}
      />
      <main className="flex flex-1 flex-col">
        <ChatConversation chat={chat} composer={composer} />
      </main>
    </div>
  );
}
