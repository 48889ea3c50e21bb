// The small shapes every kind's wire schemas share: a seat, a direction, a small count.
import { z } from 'zod';

export const seat = z.enum(['yellow', 'blue']);
export const dir = z.enum(['n', 'e', 's', 'w']);
export const small = z.number().int().min(0).max(99);
