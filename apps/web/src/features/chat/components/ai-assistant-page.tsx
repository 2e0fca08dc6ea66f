import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useComposer } from '../hooks/use-composer';
import { useChat } from '../hooks/use-chat';
import { CapabilitiesPanel } from './capabilities-panel';
import { ChatConversation } from './chat-conversation';
import { ChatHeader } from './chat-header';
import { SecurityPanel } from './security-panel';

/**
 * /ai-assistant, the enhanced assistant (spec 02 section 2): tabs AI Chat, Security & Privacy and
 * Capabilities; the chat adds a voice mode that reads each reply aloud. The heart-rate, mood and
 * device badges appear only from real data: Aurum has no journal mood or connected devices for
 * them yet, so they are not shown.
 */
export function AiAssistantPage() {
  const chat = useChat();
  const composer = useComposer();
  const [tab, setTab] = useState('chat');
  const [voiceMode, setVoiceMode] = useState(false);
  return (
    <Tabs value={tab} onValueChange={setTab} className="flex min-h-dvh flex-col">
      <ChatHeader
        title={MEMBER_ROUTES['/ai-assistant']}
        online={chat.online}
        listening={composer.speech.listening}
      >
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 pb-3 sm:px-6">
          <TabsList className="flex-1 grid-cols-3">
            <TabsTrigger value="chat">AI Chat</TabsTrigger>
            <TabsTrigger value="security" className="text-xs sm:text-sm">
              Security & Privacy
            </TabsTrigger>
            <TabsTrigger value="capabilities" className="text-xs sm:text-sm">
              Capabilities
            </TabsTrigger>
          </TabsList>
          {tab === 'chat' && (
            <button
              type="button"
              aria-pressed={voiceMode}
              onClick={() => setVoiceMode((on) => !on)}
              className={cn(
                'flex h-12 shrink-0 items-center gap-1.5 rounded-xl border px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold-300',
                voiceMode
                  ? 'border-gold-400 bg-gold-500/20 text-gold-200'
                  : 'border-ink-600 text-zinc-300 hover:text-gold-300',
              )}
            >
              <AudioLines aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Voice mode</span>
              <span className="sr-only sm:hidden">Voice mode</span>
            </button>
          )}
        </div>
      </ChatHeader>
      <main className="flex flex-1 flex-col">
        <TabsContent
          value="chat"
          className="mt-0 flex flex-1 flex-col data-[state=inactive]:hidden"
        >
          <ChatConversation chat={chat} composer={composer} autoRead={voiceMode} />
        </TabsContent>
        <TabsContent value="security" className="mx-auto w-full max-w-3xl px-4 sm:px-6">
          <SecurityPanel />
        </TabsContent>
        <TabsContent value="capabilities" className="mx-auto w-full max-w-3xl px-4 sm:px-6">
          <CapabilitiesPanel />
        </TabsContent>
      </main>
    </Tabs>
  );
}
