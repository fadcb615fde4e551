import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { absoluteUrl, QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type AffiliateLink, affiliateLinksQuery, removeAffiliateLink } from "../api/team.ts";
import { useAgentFormats } from "../common/formats.ts";
import type { Rates } from "../common/rates.ts";
import { RatesSummary } from "../common/rates-summary.tsx";
import { QueryStatus } from "../common/report-parts.tsx";
import { NewLinkForm } from "./new-link-form.tsx";

/** The agent's affiliate code and a registration link per link setting, each with its QR code. */
export function AffiliateLinks({ ceiling }: { ceiling: Rates }) {
  const { t } = useTranslation();
  const links = useQuery(affiliateLinksQuery());
  const [adding, setAdding] = useState(false);

  return (
    <section className="agent-card" aria-labelledby="agent-links" data-testid="agent-links">
      <div className="agent-card__head">
        <h3 id="agent-links" className="agent-page__subtitle">
          {t("agent.links.title")}
        </h3>
        {links.data ? (
          <span className="agent-code">
            {t("agent.links.code")}{" "}
            <strong data-testid="agent-affiliate-code">{links.data.affiliateCode}</strong>
            <CopyButton
              className="button button--secondary agent-copy"
              value={links.data.affiliateCode}
              label={t("agent.links.code")}
            />
          </span>
        ) : null}
      </div>
      <QueryStatus query={links}>
        {(data) => (
          <>
            <ul className="agent-links">
              {data.links.map((link) => (
                <LinkCard key={link.id ?? "default"} link={link} />
              ))}
            </ul>
            {adding ? (
              <NewLinkForm ceiling={ceiling} onDone={() => setAdding(false)} />
            ) : (
              <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
                {t("agent.links.add")}
              </button>
            )}
          </>
        )}
      </QueryStatus>
    </section>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const url = absoluteUrl(link.url);
  const remove = async (id: number) => {
    setRemoving(true);
    setError(null);
    try {
      await removeAffiliateLink(id);
    } catch (failure) {
      setError(errorText(t, failure));
      setRemoving(false);
    }
  };
  const kind =
    link.kind === "agent"
      ? t("agent.links.forAgents", { level: link.agentLevel ?? 1 })
      : t("agent.links.forPlayers");
  return (
    <li className="agent-link" data-testid="agent-link">
      <QrCode value={url} size={112} margin={8} label={t("agent.links.qr", { kind })} />
      <div className="agent-link__body">
        <p className="agent-link__title">
          <strong>{link.id === null ? t("agent.links.default") : kind}</strong>
          <span className="agent-link__meta">
            {t("agent.links.registrations", { n: link.registrations })}
            {link.createdAt ? ` · ${f.time(link.createdAt)}` : ""}
          </span>
        </p>
        <p className="agent-link__url">
          <code>{url}</code>
        </p>
        <RatesSummary rates={link.rebateRates} />
        <div className="agent-link__actions">
          <CopyButton
            className="button button--secondary agent-copy"
            value={url}
            label={t("agent.links.url")}
          />
          {link.id !== null ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={removing}
              onClick={() => void remove(link.id as number)}
            >
              {t("agent.links.remove")}
            </button>
          ) : null}
        </div>
        <FormError message={error} />
      </div>
    </li>
  );
}
