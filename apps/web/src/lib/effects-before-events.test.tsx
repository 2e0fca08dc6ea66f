import { render } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';

// The web tests' setup has installed runEffectsBeforeEvents (src/testing/setup.ts), running
// effects in a microtask when no event comes first.

const container = document.createElement('div');
afterEach(() => {
  render(null, container);
  container.remove();
});

describe('runEffectsBeforeEvents', () => {
  it("runs a new screen's effects before a click that comes at once reaches its handler", () => {
    document.body.append(container);
    const seen: boolean[] = [];
    function Screen() {
      const listening = useRef(false);
      useEffect(() => {
        listening.current = true;
      }, []);
      return <button onClick={() => seen.push(listening.current)}>Connect</button>;
    }
    render(<Screen />, container);
    // Synchronously after the render: no frame and no microtask has run the effects yet.
    container.querySelector('button')!.click();
    expect(seen).toEqual([true]);
  });

  it('runs them without an event too', async () => {
    document.body.append(container);
    let ran = false;
    function Screen() {
      useEffect(() => {
        ran = true;
      }, []);
      return <p>Ready</p>;
    }
    render(<Screen />, container);
    expect(ran).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toBe(true);
  });
});
