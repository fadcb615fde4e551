import {
  memberIconCall,
  memberProfileCall,
  playerAvatarCall,
  updateLanguageCall,
  updateMemberProfileCall,
  updatePlayerAvatarCall,
} from "@banca/contract/calls/member";
import { changePasswordCall } from "@banca/contract/calls/password";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createChangePasswordService } from "./change-password-service.ts";
import { createProfileService } from "./profile-service.ts";

/** The logged-in member's own settings: password, profile, avatar and language. */
export function memberAccountRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const passwords = createChangePasswordService(deps.db);
  const profiles = createProfileService(deps.db);
  registerCall(app, deps, changePasswordCall, async ({ merchant, language, session, body, request }) => {
    await passwords.change(merchant, session!, body, { clientIp: request.ip, language });
    return null;
  });
  registerCall(app, deps, memberProfileCall, async ({ merchant, session }) =>
    profiles.profile(merchant, session!),
  );
  registerCall(app, deps, updateMemberProfileCall, async ({ merchant, language, session, body }) =>
    profiles.updateProfile(merchant, session!, body, language),
  );
  registerCall(app, deps, memberIconCall, async ({ session }) => profiles.icon(session!));
  registerCall(app, deps, playerAvatarCall, async ({ session }) => profiles.avatars(session!));
  registerCall(app, deps, updatePlayerAvatarCall, async ({ session, body }) =>
    profiles.chooseAvatar(session!, body.avatarId),
  );
  registerCall(app, deps, updateLanguageCall, async ({ merchant, session, body }) => {
    await profiles.setLanguage(merchant, session!, body.language);
    return null;
  });
}
