// The one shape of a bot, whatever the game: the contract's (@dt/games bot.ts), named here for
// the bots and their hosts.
export type { Bot, BotKind, Budget, MatchSeat, Player, Progress } from '@dt/games';
