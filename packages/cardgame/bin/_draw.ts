import { parsePosition, view } from '../src/index.ts';
import { draw } from '../test/draw.ts';
import { readFileSync } from 'node:fs';
const s = parsePosition(readFileSync(process.argv[2]!, 'utf8'));
if (!s.ok) {
  console.log(s.error.message);
  process.exit(1);
}
console.log(draw(view(s.value, 'spectator')));
