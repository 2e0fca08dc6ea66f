import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { AF } from './reply-texts-af';
import { EN, type ReplyTexts } from './reply-texts-en';
import { ZU } from './reply-texts-zu';

export type { ReplyTexts } from './reply-texts-en';

const REPLY_TEXTS: Record<ChatLanguage, ReplyTexts> = { en: EN, af: AF, zu: ZU };

/** The engine's sentences in the member's language. */
export const repliesIn = (language: ChatLanguage): ReplyTexts => REPLY_TEXTS[language];
