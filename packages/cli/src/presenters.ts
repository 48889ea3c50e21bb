// How `dt` shows a kind: its view drawn as text (the contract's shape, @dt/games dt-hooks.ts).
// Each kind's presenter is part of its `dt` hooks (kinds.ts).
export type { TextPresenter } from '@dt/games';
