import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { merchantsQuery } from "#bo/features/auth/api.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { STAFF_ROLES, type StaffRole } from "./api.ts";

/** Reads the role and merchant scope the fields below put in a form: null merchants is every merchant. */
export function readScope(form: FormData): { role: StaffRole; merchants: string[] | null } {
  const merchants = form.getAll("merchants").map(String);
  return {
    role: String(form.get("role")) as StaffRole,
    merchants: form.get("scope") === "all" || merchants.length === 0 ? null : merchants,
  };
}

/** A staff member's role and the merchants they may work on (every one, or those ticked). */
export function StaffFields({ staffRole, merchants }: { staffRole: StaffRole; merchants: string[] | null }) {
  const { t } = useI18n();
  const list = useQuery(merchantsQuery).data?.list ?? [];
  const [scope, setScope] = useState(merchants === null ? "all" : "listed");
  return (
    <>
      <label>
        {t("staff.role")}
        <select name="role" defaultValue={staffRole}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`role.${value}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="choices">
        <legend>{t("staff.scope")}</legend>
        <label>
          <input
            type="radio"
            name="scope"
            value="all"
            checked={scope === "all"}
            onChange={() => setScope("all")}
          />
          {t("staff.scope.all")}
        </label>
        <label>
          <input
            type="radio"
            name="scope"
            value="listed"
            checked={scope === "listed"}
            onChange={() => setScope("listed")}
          />
          {t("staff.scope.listed")}
        </label>
      </fieldset>
      {scope === "listed" ? (
        <fieldset className="choices">
          <legend>{t("shell.merchant")}</legend>
          {list.map((item) => (
            <label key={item.code}>
              <input
                type="checkbox"
                name="merchants"
                value={item.code}
                defaultChecked={merchants?.includes(item.code) ?? false}
              />
              {item.name} ({item.code})
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
