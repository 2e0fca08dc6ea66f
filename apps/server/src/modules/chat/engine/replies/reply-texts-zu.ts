import { EN, type ReplyTexts } from './reply-texts-en';

/** The engine's sentences in zu (placeholder: English until translated). */
export const ZU: ReplyTexts = { ...EN };
