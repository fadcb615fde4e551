import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import {
  type PromotionDefinition,
  promotionDefinitionSchema,
  type promotionFieldsSchema,
} from "@banca/contract/promotion-config";
import type { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { toDefinition, toPromotionValues } from "./definition.ts";
import { createPromotionRepository } from "./repository.ts";
import { bonusReason, promotionBonusReference } from "./service.ts";
import { type Application, createStandingRepository } from "./standing-repository.ts";

type Change = Partial<z.output<typeof promotionFieldsSchema>>;

/** What a raffle's draw used: once drawn these stay as they were, so the draw can be checked. */
const DRAWN_RAFFLE_FIELDS = ["startsAt", "endsAt", "mode", "raffle", "turnoverMultiplier"] as const;

function checked(definition: unknown) {
  const result = promotionDefinitionSchema.safeParse(definition);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw new AppError("request_param_err", `Invalid promotion: ${issues[0]?.path}: ${issues[0]?.message}`, {
    issues,
  });
}

/**
 * The back office's side of promotions: define, change and switch off promotions; decide the
 * applications members make. Each decision locks its row, moves money through the ledger and
 * writes the audit log in one transaction; `actor` is who did it.
 */
export function createPromotionOperatorService(db: Database) {
  const bonuses = createBonusService(db);

  /** Locks an application of the merchant, or refuses. */
  async function lockApplication(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    merchant: Merchant,
    id: number,
  ) {
    const application = await createStandingRepository(tx).application(merchant.code, id, { lock: true });
    if (!application) throw new AppError("promotion.application.not.found", "No such application");
    return application;
  }

  const stateError = (application: Application, wanted: string) =>
    new AppError(
      "promotion.application.state",
      `This application is ${application.status}; it cannot be ${wanted}`,
      {
        status: application.status,
      },
    );

  return {
    async create(merchant: Merchant, definition: PromotionDefinition, actor: string): Promise<number> {
      const values = toPromotionValues(definition, merchant.settings.currency.decimals, new Date());
      return db.transaction(async (tx) => {
        const id = await createPromotionRepository(tx).insert(merchant.code, values);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "promotion.create",
          targetType: "promotion",
          targetId: String(id),
          detail: {
            category: values.category,
            mode: values.mode,
            rule: values.rule,
            ...(values.raffle ? { drawAt: values.raffle.drawAt.toISOString() } : {}),
          },
        });
        return id;
      });
    },

    /** Changes the fields given; the result is checked as a whole, as a new promotion would be. */
    async update(merchant: Merchant, id: number, change: Change, actor: string): Promise<void> {
      const { decimals } = merchant.settings.currency;
      await db.transaction(async (tx) => {
        const promotions = createPromotionRepository(tx);
        // A raffle's row first: a draw (which takes it FOR UPDATE SKIP LOCKED) waits for the change
        // or has finished, so whether it is drawn is read as it stands.
        await tx.query("SELECT 1 FROM raffles WHERE promotion_id = $1 AND merchant_code = $2 FOR UPDATE", [
          id,
          merchant.code,
        ]);
        const current = await promotions.lock(merchant.code, id);
        if (!current) throw new AppError("promotion.not.found", "No such promotion");
        if (current.raffle?.drawnAt && DRAWN_RAFFLE_FIELDS.some((field) => change[field] !== undefined)) {
          throw new AppError(
            "promotion.raffle.drawn",
            `This raffle is drawn: its ${DRAWN_RAFFLE_FIELDS.join(", ")} stay as they were`,
          );
        }
        if (change.mode !== undefined && (change.mode === "raffle") !== (current.mode === "raffle")) {
          throw new AppError(
            "request_param_err",
            "mode: a raffle stays a raffle, and no other promotion becomes one",
            {
              issues: [
                { path: "mode", message: "a raffle stays a raffle, and no other promotion becomes one" },
              ],
            },
          );
        }
        const values = toPromotionValues(
          checked({ ...toDefinition(current, decimals), ...change }),
          decimals,
          new Date(),
        );
        await promotions.update(merchant.code, id, values);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action:
            change.enabled === false && Object.keys(change).length === 1
              ? "promotion.disable"
              : "promotion.update",
          targetType: "promotion",
          targetId: String(id),
          detail: { fields: Object.keys(change) },
        });
      });
    },

    async list(merchant: Merchant) {
      const promotions = await createPromotionRepository(db).all(merchant.code);
      const counts = await db.query<{
        promotion_id: string;
        applying: string;
        issued: string;
        claims: string;
      }>(
        `SELECT p.id::text AS promotion_id,
                (SELECT count(*) FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'applying')::text AS applying,
                (SELECT count(*) FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'issued')::text AS issued,
                (SELECT count(*) FROM promotion_claims c WHERE c.promotion_id = p.id)::text AS claims
           FROM promotions p WHERE p.merchant_code = $1`,
        [merchant.code],
      );
      const byId = new Map(counts.map((row) => [Number(row.promotion_id), row]));
      const { decimals } = merchant.settings.currency;
      return promotions.map((promotion) => ({
        id: promotion.id,
        key: promotion.seedKey,
        ...toDefinition(promotion, decimals),
        applying: Number(byId.get(promotion.id)?.applying ?? 0),
        issued: Number(byId.get(promotion.id)?.issued ?? 0),
        claims: Number(byId.get(promotion.id)?.claims ?? 0),
      }));
    },

    /** Approves an application with the bonus the operator awards; a repeat of the same award answers it again. */
    async approve(merchant: Merchant, id: number, amountText: string, actor: string) {
      const { decimals } = merchant.settings.currency;
      const amount = decimalToMinor(amountText, decimals);
      if (amount === null || amount === 0n) {
        throw new AppError(
          "request_param_err",
          `The amount must be a positive decimal with at most ${decimals} places`,
        );
      }
      return db.transaction(async (tx) => {
        const application = await lockApplication(tx, merchant, id);
        if (application.status === "issued" && application.bonusAmount === amount) {
          return { application, replayed: true };
        }
        if (application.status !== "applying") throw stateError(application, "approved");
        const promotion = await createPromotionRepository(tx).find(merchant.code, application.promotionId, {
          enabledOnly: false,
        });
        if (!promotion) throw new AppError("promotion.not.found", "No such promotion");
        if (promotion.bonusCap !== null && amount > promotion.bonusCap) {
          throw new AppError(
            "request_param_err",
            `This promotion awards at most ${minorToDecimal(promotion.bonusCap, decimals)}`,
            { max: minorToDecimal(promotion.bonusCap, decimals) },
          );
        }
        const granted = await bonuses.grantBonus(tx, {
          merchantCode: merchant.code,
          memberId: application.memberId,
          amount,
          reason: bonusReason(merchant, promotion),
          reference: promotionBonusReference(promotion.id, application.memberId),
          turnoverMultiplier: promotion.turnoverMultiplier,
          source: "promotion",
        });
        await tx.query(
          `UPDATE promotion_applications SET status = 'issued', bonus_amount = $2, decided_by = $3,
                  decided_at = now(), journal_entry_id = $4 WHERE id = $1`,
          [id, amount, actor, granted.entryId],
        );
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "promotion.application.approve",
          targetType: "promotion_application",
          targetId: String(id),
          detail: {
            promotionId: promotion.id,
            memberId: application.memberId,
            amount: minorToDecimal(amount, decimals),
            entryId: granted.entryId,
          },
        });
        const issued = await createStandingRepository(tx).application(merchant.code, id);
        return { application: issued!, replayed: false };
      });
    },

    async reject(merchant: Merchant, id: number, reason: string, actor: string) {
      return db.transaction(async (tx) => {
        const application = await lockApplication(tx, merchant, id);
        if (application.status !== "applying") throw stateError(application, "rejected");
        await tx.query(
          `UPDATE promotion_applications SET status = 'rejected', reject_reason = $2, decided_by = $3,
                  decided_at = now() WHERE id = $1`,
          [id, reason, actor],
        );
        const promotion = await createPromotionRepository(tx).find(merchant.code, application.promotionId, {
          enabledOnly: false,
        });
        // The member hears of it with the decision, in one transaction (an approval's bonus sends its own).
        await sendMemberMessage(tx, {
          merchantCode: merchant.code,
          memberId: application.memberId,
          template: "promotionRejected",
          params: { promotion: promotion ? bonusReason(merchant, promotion) : "", reason },
          reference: `promotion-application:${id}:rejected`,
          sentBy: actor,
        });
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "promotion.application.reject",
          targetType: "promotion_application",
          targetId: String(id),
          detail: { promotionId: application.promotionId, memberId: application.memberId, reason },
        });
        return (await createStandingRepository(tx).application(merchant.code, id))!;
      });
    },
  };
}
export type PromotionOperatorService = ReturnType<typeof createPromotionOperatorService>;
