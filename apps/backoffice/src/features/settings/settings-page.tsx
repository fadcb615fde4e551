import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { AllowListSection } from "./allow-list-section.tsx";
import { type ModuleSwitch, setMaintenance, setModules, settingsQuery } from "./api.ts";
import { FieldRulesSection } from "./field-rules-section.tsx";
import { OperatorKeysSection } from "./operator-keys-section.tsx";

/**
 * The merchant's module switches and maintenance page. A switch changes only with a reason (the
 * audit log keeps it); a module the platform has not built cannot be turned on.
 */
export default function SettingsPage() {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("settings.write");
  const mayKeys = useCan("operators.keys");
  const settings = useQuery(settingsQuery(merchant));
  const modules = useAction(setModules, ["settings"]);
  const maintenance = useAction(setMaintenance, ["settings"]);
  const [changing, setChanging] = useState<ModuleSwitch | null>(null);
  const data = settings.data;
  const depth = (item: ModuleSwitch): number => {
    const parent = data?.modules.find((other) => other.id === item.parent);
    return parent ? depth(parent) + 1 : 0;
  };

  return (
    <div className="page">
      <h1>{t("menu.settings")}</h1>
      <ErrorText error={settings.error ?? modules.error ?? maintenance.error} />
      {data ? (
        <>
          <p className="hint">
            {data.name} · {data.domains.join(", ")}
          </p>
          <section className="card stack" aria-labelledby="maintenance-title">
            <h2 id="maintenance-title">{t("settings.maintenance")}</h2>
            <p>
              <StatusBadge
                tone={data.maintenance ? "warning" : "success"}
                label={t(data.maintenance ? "settings.maintenanceOn" : "settings.maintenanceOff")}
              />
            </p>
            {mayWrite ? (
              <ReasonForm
                label={t("settings.reason")}
                submit={t(data.maintenance ? "settings.maintenanceEnd" : "settings.maintenanceStart")}
                busy={maintenance.isPending}
                onSubmit={(reason) => maintenance.mutate({ maintenance: !data.maintenance, reason })}
              />
            ) : null}
          </section>
          <section className="card stack" aria-labelledby="modules-title">
            <h2 id="modules-title">{t("settings.modules")}</h2>
            <p className="hint">{t("settings.modulesHint")}</p>
            <ul className="switches">
              {data.modules.map((item) => (
                <li key={item.id} style={{ marginInlineStart: `${depth(item) * 1.25}rem` }}>
                  <span>
                    <code>{item.id}</code>{" "}
                    {item.built ? null : <StatusBadge tone="neutral" label={t("settings.notBuilt")} />}
                    {item.enabled && !item.effective ? (
                      <StatusBadge tone="warning" label={t("settings.parentOff")} />
                    ) : null}
                  </span>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={item.enabled}
                    aria-label={t("settings.switch", { id: item.id })}
                    disabled={!mayWrite || (!item.built && !item.enabled)}
                    onClick={() => setChanging(item)}
                  >
                    {t(item.enabled ? "settings.on" : "settings.off")}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {changing ? (
            <section className="card stack" aria-labelledby="change-title">
              <h2 id="change-title">
                {t(changing.enabled ? "settings.turnOff" : "settings.turnOn", { id: changing.id })}
              </h2>
              <ReasonForm
                label={t("settings.reason")}
                submit={t("settings.apply")}
                busy={modules.isPending}
                onSubmit={(reason) =>
                  modules.mutate(
                    { modules: { [changing.id]: !changing.enabled }, reason },
                    { onSuccess: () => setChanging(null) },
                  )
                }
              />
              <button type="button" className="ghost" onClick={() => setChanging(null)}>
                {t("common.close")}
              </button>
            </section>
          ) : null}
          <AllowListSection mayWrite={mayWrite} />
          <FieldRulesSection mayWrite={mayWrite} />
          {mayKeys ? <OperatorKeysSection /> : null}
        </>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </div>
  );
}
