import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createPasswordResetService, siteOrigin } from "#app/modules/verification/password-reset-service.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";

/**
 * An operator helps a member who lost their password: the member gets the site's own reset e-mail
 * (through the verification outbox, with its sending limits); no password is shown or set here.
 */
export function memberPasswordResetAdminRoute(
  app: FastifyInstance,
  deps: AdminDeps,
  verification: VerificationService,
) {
  const resets = createPasswordResetService(deps.db, verification);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/password-reset",
      permission: "members.write",
      summary: "E-mails the member a password reset code and link, to the account's confirmed e-mail",
      body: z.object({ username: z.string().trim().min(1).max(64) }),
      value: z.object({
        username: z.string(),
        sentTo: z.string().describe("The confirmed e-mail the reset went to"),
        expiredMinutes: z.number().int(),
      }),
    },
    async ({ request, merchant, operator, body }) => {
      const { memberId, ...sent } = await resets.sendReset(merchant, body.username, {
        clientIp: request.ip,
        language: merchant.settings.languages.default,
        siteOrigin: siteOrigin(merchant, request),
      });
      await recordAudit(deps.db, {
        merchantCode: merchant.code,
        actor: operatorActor(operator),
        action: "member.password.reset-sent",
        targetType: "member",
        targetId: String(memberId),
        detail: { username: sent.username, sentTo: sent.sentTo },
      });
      return sent;
    },
  );
}
