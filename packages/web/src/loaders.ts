// The code a game on this device needs, fetched in one go when it starts or is opened: its
// session (with the engines and zod) and its screen (the table) together, not the one after the
// other, since each round trip costs most on a slow network (issue 38: time to a playable board
// on Fast 3G). Both are also the lazy screens' modules, so the screen then shows at once.

/** The board games' session functions and the saving of a game, once the board screen's code has come too. */
export const boardGameCode = async () => {
  const [session, save] = await Promise.all([
    import('./session.ts'),
    import('./save-session.ts'),
    import('./screens/Game.tsx'),
  ]);
  return { ...session, ...save };
};

/** The card game's start on this device, once the card table's code has come too. */
export const cardGameCode = async () =>
  (await Promise.all([import('./cardgame/local.ts'), import('./cardgame/CardGame.tsx')]))[0];

/** A fetch ahead of need: one that fails is simply made again when the game starts. */
export const ahead = (load: () => Promise<unknown>) => (): void => void load().catch(() => undefined);
