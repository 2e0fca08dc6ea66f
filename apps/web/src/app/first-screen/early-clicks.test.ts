import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

const nextPaint = () => new Promise((resolve) => setTimeout(resolve, 300));
const press = (element: Element, type = 'click') => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

describe('holdEarlyClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function screenFromServer() {
    document.body.innerHTML = `<div id="root"><div role="tablist"><button role="tab" id="emergency"><span>Emergency Services</span></button></div><form><button id="search">Search</button></form><a href="#later" id="link">Later</a></div>`;
    return document.getElementById('root')!;
  }

  it('holds a tab pressed before the takeover and presses it again once the app is in charge', async () => {
    const root = screenFromServer();
    const clicks = holdEarlyClicks(root);
    const label = document.querySelector('#emergency span')!;
    const tab = document.getElementById('emergency')!;
    const early = vi.fn();
    tab.addEventListener('mousedown', early);
    expect(press(label, 'mousedown').defaultPrevented).toBe(false);
    press(label, 'mouseup');
    expect(press(label).defaultPrevented).toBe(true);
    expect(early).not.toHaveBeenCalled();

    const seen: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click'])
      tab.addEventListener(type, (event) => seen.push(`${type}:${(event as MouseEvent).button}`));
    clicks.release();
    expect(seen).toEqual([]);
    await nextPaint();
    expect(seen).toEqual(['mousedown:0', 'mouseup:0', 'click:0']);
  });

  it("keeps a form's button from reloading the page, and leaves links to the browser", () => {
    const root = screenFromServer();
    holdEarlyClicks(root);
    expect(press(document.getElementById('search')!).defaultPrevented).toBe(true);
    expect(press(document.getElementById('link')!).defaultPrevented).toBe(false);
  });

  it('presses nothing the takeover did not keep, and holds nothing after release', async () => {
    const root = screenFromServer();
    const clicks = holdEarlyClicks(root);
    const tab = document.getElementById('emergency')!;
    press(tab);
    const onTab = vi.fn();
    tab.addEventListener('click', onTab);
    tab.remove();
    clicks.release();
    await nextPaint();
    expect(onTab).not.toHaveBeenCalled();

    root.appendChild(tab);
    expect(press(tab).defaultPrevented).toBe(false);
    expect(onTab).toHaveBeenCalledTimes(1);
  });
});
