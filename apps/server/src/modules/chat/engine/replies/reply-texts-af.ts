import { EN, type ReplyTexts } from './reply-texts-en';

/** The engine's sentences in af (placeholder: English until translated). */
export const AF: ReplyTexts = { ...EN };
