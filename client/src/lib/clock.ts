// The one source of "today" for the public site (the May awareness banner, the footer year), so a test can
// set the date: in Playwright with page.clock.setFixedTime, in Vitest with vi.setSystemTime.
export const today = (): Date => new Date();

/** Global Accessibility Awareness Day falls in May (month index 4); the explorer's banner shows all month. */
export const isAwarenessMonth = (date: Date = today()): boolean => date.getMonth() === 4;
