// Set-up of the database suite (vitest.config.ts) and of its templates (database-templates.ts): the
// accounts tests create protect nothing, so they are hashed at argon2's floor instead of the real
// cost (20–120 ms a hash). Still argon2id, still salted and verified the same way; production
// and the demo start keep ARGON2_PARAMETERS (password-hashing.test.ts).
import { lowerHashingCostForTests } from "#app/modules/members/password.ts";

export const TEST_HASHING_COST = { memoryCost: 256, timeCost: 1 };

lowerHashingCostForTests(TEST_HASHING_COST);
