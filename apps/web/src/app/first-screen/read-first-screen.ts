import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@aurum/shared/first-screen';
import { isObject, readAuthUser } from '../../lib/answer-shapes';

function readData(value: unknown): FirstScreenData | undefined {
  if (!isObject(value) || !Array.isArray(value.answers)) return undefined;
  const user = readAuthUser(value.user);
  const answers = value.answers.filter(
    (answer): answer is FirstScreenData['answers'][number] =>
      isObject(answer) && Array.isArray(answer.queryKey) && 'data' in answer,
  );
  if (!user || answers.length !== value.answers.length) return undefined;
  return { user, answers };
}

/**
 * The first screen the server rendered into this page (ADR 031), taken once: its JSON block is
 * removed, so a later mount (or a test) does not start from old data. Undefined when the page
 * came without one (signed out, a screen not rendered on the server, the service worker's copy)
 * or when it is not what the server writes.
 */
export function takeFirstScreen(): FirstScreenData | undefined {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return readData(JSON.parse(element.textContent ?? ''));
  } catch {
    return undefined;
  }
}
