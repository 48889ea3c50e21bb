// The refusal of a bot decision (bot-queue.ts), apart so that the bots (bots.ts) can tell it
// from a failure without importing the queue that imports their types.

/** A decision not taken now (its owner's share spent, or the line full); the sweeper asks again later. */
export class BotShed extends Error {
  constructor() {
    super('bot decision shed');
  }
}
