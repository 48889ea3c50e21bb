// Game configurations (scenario, VP target, timer, handicap, turn limit) as they arrive from
// a host: checked and completed with the scenario's defaults before a game is made.
import { scenarioDef, scenarioNames } from '../sets/sets.ts';
import { COMBAT_DECK, SEATS, err, ok, type GameConfig, type Result } from './types.ts';

export function normaliseConfig(config: GameConfig): Result<Required<GameConfig>> {
  const scen = config ? scenarioDef(config.scenario) : undefined;
  if (!config || !scen) {
    return err('BAD_CONFIG', `unknown scenario '${config?.scenario}'; one of ${scenarioNames().join(', ')}`);
  }
  const vpTarget = config.vpTarget ?? scen.vpTarget;
  if (!scen.vpTargets.includes(vpTarget)) {
    return err('BAD_CONFIG', `VP target ${vpTarget} is not allowed in ${scen.name}`);
  }
  const h = config.handicap ?? null;
  let handicap: GameConfig['handicap'] = null;
  if (h) {
    if (!scen.handicap) return err('BAD_CONFIG', 'handicap applies to the stand-alone game');
    if (!(SEATS as readonly string[]).includes(h.seat)) return err('BAD_CONFIG', 'handicap seat');
    if (!Number.isInteger(h.characters) || h.characters < 4 || h.characters > 8) {
      return err('BAD_CONFIG', 'a handicapped player keeps 4 to 8 characters');
    }
    const rc = h.removeCombat ?? [];
    if (!Array.isArray(rc) || rc.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
      return err('BAD_CONFIG', 'removed Combat cards are values 1..6');
    }
    if (rc.some((v) => rc.filter((x) => x === v).length > COMBAT_DECK[v]!)) {
      return err('BAD_CONFIG', 'cannot remove more Combat cards of a value than the hand holds');
    }
    // Configurations arrive as JSON: keep only the known fields, with the list filled in.
    handicap = { seat: h.seat, characters: h.characters, removeCombat: rc.slice() };
  }
  const timer = config.timerSeconds ?? null;
  if (timer !== null && (!Number.isFinite(timer) || timer <= 0)) return err('BAD_CONFIG', 'timer seconds');
  const maxTurns = config.maxTurns ?? null;
  if (maxTurns !== null && (!Number.isInteger(maxTurns) || maxTurns <= 0)) {
    return err('BAD_CONFIG', 'maxTurns must be a positive integer');
  }
  return ok({ scenario: scen.name, vpTarget, timerSeconds: timer, handicap, maxTurns });
}
