/** The time source; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  constructor(private current = new Date('2026-01-15T08:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(moment: Date) {
    this.current = new Date(moment);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
