import { allowedAddressSchema, MAX_ALLOWED_ADDRESSES } from "@banca/contract/merchant-config";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { allowListQuery, setAllowList } from "./api.ts";
import { reasonProblems, SettingSave } from "./setting-save.tsx";

/** The addresses (exact IPs and CIDR networks) let in from the countries the merchant blocks. */
export function AllowListSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const list = useQuery(allowListQuery(merchant));
  const save = useAction(setAllowList, ["settings"]);
  const [problems, setProblems] = useState<string[]>([]);
  const data = list.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const addresses = String(form.get("addresses") ?? "")
      .split(/[\s,]+/)
      .map((entry) => entry.trim())
      .filter(Boolean);
    const reason = String(form.get("reason") ?? "").trim();
    const found = addresses
      .filter((entry) => !allowedAddressSchema.safeParse(entry).success)
      .map((entry) => t("allowList.bad", { entry }));
    if (addresses.length > MAX_ALLOWED_ADDRESSES)
      found.push(t("allowList.tooMany", { max: MAX_ALLOWED_ADDRESSES }));
    found.push(...reasonProblems(t, reason));
    setProblems(found);
    if (found.length === 0) save.mutate({ allowedAddresses: addresses, reason });
  }

  return (
    <section className="card stack" aria-labelledby="allow-list-title">
      <h2 id="allow-list-title">{t("allowList.title")}</h2>
      <ErrorText error={list.error} />
      {data ? (
        <>
          <p>
            {t("allowList.blocked")}:{" "}
            {data.blockedCountries.length > 0 ? data.blockedCountries.join(", ") : t("allowList.noneBlocked")}
          </p>
          <p className="hint">{t("allowList.hint")}</p>
          {mayWrite ? (
            <form key={data.allowedAddresses.join(",")} className="stack" onSubmit={submit} noValidate>
              <label>
                {t("allowList.addresses")}
                <textarea
                  name="addresses"
                  rows={5}
                  spellCheck={false}
                  defaultValue={data.allowedAddresses.join("\n")}
                  placeholder="203.0.113.7&#10;198.51.100.0/24"
                />
              </label>
              <SettingSave problems={problems} save={save} />
            </form>
          ) : (
            <ul className="entries">
              {data.allowedAddresses.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
