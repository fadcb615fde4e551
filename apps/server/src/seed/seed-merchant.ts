import type { LocalizedText } from "@banca/contract/localized";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import sanitizeHtml from "sanitize-html";
import type { Database, Queryable } from "#app/db/database.ts";
import { BGS_VASSALAGE } from "#app/modules/bgs/wallet.ts";
import { seedGameCatalogue } from "#app/modules/games/catalogue/seed-catalogue.ts";
import { seedLottery } from "#app/modules/lottery/seed.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { seedMissions } from "#app/modules/missions/seed.ts";
import { seedPointRewards } from "#app/modules/points/seed.ts";
import { seedPromotions } from "#app/modules/promotions/seed.ts";
import { DEMO_VASSALAGE } from "#app/providers/vendors/demo-vendor.ts";
import { createVendorSecrets } from "#app/providers/vendors/seamless-client.ts";
import { seedDemoAccounts } from "./seed-demo-accounts.ts";
import { seedDemoMessages } from "./seed-demo-messages.ts";

const SEED_LOCK = 72_616_364;

// Operator HTML is cleaned when it is written; the site cleans it again when it renders.
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowProtocolRelative: false,
};

function cleanHtml(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([lang, html]) => [lang, sanitizeHtml(html ?? "", HTML_POLICY)]),
  );
}

function settingsOf(config: MerchantConfig): MerchantSettings {
  const { languages, gameLanguage, currency, theme, brand, site, resources, customerService } = config;
  const { domainRoutes, regionRestriction, feedback, passwordPolicy, socialLogin } = config;
  return {
    languages,
    gameLanguage,
    currency,
    theme,
    brand,
    site,
    resources,
    customerService,
    domainRoutes,
    regionRestriction,
    domainCheck: config.domainCheck,
    feedback,
    passwordPolicy,
    chat: config.chat,
    socialLogin,
    deposit: config.deposit,
    withdrawal: config.withdrawal,
    clubLevels: config.clubLevels,
    rank: config.rank,
    // The rewards go to their own table (modules/points/seed.ts); settings keep the rest.
    points: { ...config.points, rewards: [] },
    // The missions go to their own table (modules/missions/seed.ts); settings keep the time zone.
    missions: { ...config.missions, list: [] },
    referral: config.referral,
    phoneAuth: config.phoneAuth,
    agentPayouts: config.agentPayouts,
    freePlay: config.freePlay,
    rewardBudget: config.rewardBudget,
    validBets: config.validBets,
    backoffice: config.backoffice,
  };
}

async function insertContent(tx: Queryable, config: MerchantConfig) {
  const code = config.code;
  for (const vendor of config.vendors) {
    await tx.query(
      "INSERT INTO vendors (merchant_code, vassalage, display_name, game_type, logo, sort, wallet) VALUES ($1,$2,$3,$4,$5,$6,$7)",
      [code, vendor.vassalage, vendor.displayName, vendor.gameType, vendor.logo, vendor.sort, vendor.wallet],
    );
  }
  for (const banner of config.banners) {
    await tx.query(
      "INSERT INTO banners (merchant_code, group_name, url, title, linkage_type, link, sort) VALUES ($1,$2,$3,$4,$5,$6,$7)",
      [code, banner.groupName, banner.url, banner.title, banner.linkageType, banner.link, banner.sort],
    );
  }
  for (const notice of config.announcements) {
    await tx.query(
      "INSERT INTO announcements (merchant_code, type, title, content, published_at) VALUES ($1,$2,$3,$4,$5)",
      [code, notice.type, notice.title, cleanHtml(notice.content), notice.publishedAt],
    );
  }
  for (const topic of config.helpTopics) {
    await tx.query(
      "INSERT INTO help_topics (merchant_code, tag, title, content, sort) VALUES ($1,$2,$3,$4,$5)",
      [code, topic.tag, topic.title, cleanHtml(topic.content), topic.sort],
    );
  }
}

/**
 * Gives a merchant created by an earlier version the settings that version did not know (say the
 * deposit channels), from its file. Settings it already has are the operator's and stay as they are.
 */
async function addNewSettings(tx: Queryable, config: MerchantConfig) {
  await tx.query("UPDATE merchants SET settings = $2::jsonb || settings WHERE code = $1", [
    config.code,
    JSON.stringify(settingsOf(config)),
  ]);
}

/**
 * Creates each configured merchant that the database does not have yet. A merchant that exists is
 * left alone, except for settings added by later versions: from then on the operator edits it at
 * run time and the file only seeds new installs.
 */
export async function seedMerchants(db: Database, configs: readonly MerchantConfig[]): Promise<string[]> {
  const created: string[] = [];
  for (const config of configs) {
    const inserted = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
      const rows = await tx.query(
        `INSERT INTO merchants (code, name, domains, settings, whitelabel, register_rules, maintenance)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING RETURNING code`,
        [
          config.code,
          config.name,
          config.domains,
          settingsOf(config),
          JSON.stringify(config.whitelabel),
          config.registerRules,
          config.site.maintenance,
        ],
      );
      // Every start gives vendors added since a secret: no request ever creates one.
      await createVendorSecrets(tx, config.code, [
        ...config.vendors.map((vendor) => vendor.vassalage),
        BGS_VASSALAGE,
        DEMO_VASSALAGE,
      ]);
      if (rows.length === 0) {
        await addNewSettings(tx, config);
        await seedPromotions(tx, config);
        await seedPointRewards(tx, config);
        await seedMissions(tx, config);
        await seedLottery(tx, config.code, {
          demo: false,
          officialResults: config.lottery.officialResults,
        });
        return false;
      }
      await insertContent(tx, config);
      await seedPromotions(tx, config);
      await seedPointRewards(tx, config);
      await seedMissions(tx, config);
      await seedGameCatalogue(tx, config);
      await seedLottery(tx, config.code, {
        demo: config.demoAccounts.length > 0,
        officialResults: config.lottery.officialResults,
      });
      await seedDemoAccounts(db, tx, config);
      await seedDemoMessages(tx, config);
      return true;
    });
    if (inserted) created.push(config.code);
  }
  return created;
}
