import type { CallValue } from "@banca/contract/call";
import type { identityStatusCall } from "@banca/contract/calls/identity";
import { IDENTITY_DOCUMENT_KINDS, type IdentityDocumentKind } from "@banca/contract/identity";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";
import { identityQuery, uploadIdentityDocument } from "./api.ts";

type Identity = CallValue<typeof identityStatusCall>;

/** Verification (KYC): the identity's state, and each of the four documents with its review. */
export default function IdentityPage() {
  const { t } = useTranslation();
  const identity = useQuery(identityQuery());
  if (identity.isPending) return <p className="member-centre__loading">{t("memberCentre.loading")}</p>;
  if (identity.isError) {
    return (
      <LoadFailed
        className="member-centre__failed"
        primary
        message={t("memberCentre.loadFailed")}
        retryLabel={t("memberCentre.retry")}
        onRetry={() => void identity.refetch()}
      />
    );
  }
  return <IdentityView identity={identity.data} />;
}

function IdentityView({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  const { requiredFrom } = identity;
  return (
    <section className="identity">
      <div className={`identity__state identity__state--${identity.state}`} data-state={identity.state}>
        <strong>{t(`identity.state.${identity.state}`)}</strong>
        <span>{t(`identity.stateText.${identity.state}`)}</span>
      </div>
      {requiredFrom !== null ? (
        <p className="identity__note">
          {Number(requiredFrom) > 0
            ? t("identity.requiredFrom", { amount: requiredFrom })
            : t("identity.requiredAlways")}
        </p>
      ) : null}
      <ul className="identity__documents">
        {IDENTITY_DOCUMENT_KINDS.map((kind) => (
          <DocumentCard
            key={kind}
            kind={kind}
            document={identity.documents.find((document) => document.kind === kind)}
          />
        ))}
      </ul>
      <p className="identity__rules">{t("identity.rules")}</p>
    </section>
  );
}

async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
  return png || (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff);
}

function DocumentCard({
  kind,
  document,
}: {
  kind: IdentityDocumentKind;
  document?: Identity["documents"][number];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = document?.state ?? "missing";

  const upload = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    // The server checks again; these only spare a refused upload.
    if (file.size > PROOF_LIMITS.maxBytes) return setError(t("errors.upload.too.large"));
    if (!(await isImage(file))) return setError(t("errors.upload.type"));
    setBusy(true);
    try {
      queryClient.setQueryData(queryKeys.identity(), await uploadIdentityDocument(kind, file));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`identity__document identity__document--${state}`} data-kind={kind}>
      <div className="identity__document-head">
        <strong>{t(`identity.kind.${kind}`)}</strong>
        <span className="identity__badge" data-state={state}>
          {t(`identity.documentState.${state}`)}
        </span>
      </div>
      <p className="identity__hint">{t(`identity.hint.${kind}`)}</p>
      {document?.state === "rejected" ? (
        <p className="identity__reason">{t("identity.reason", { reason: document.reason })}</p>
      ) : null}
      {state !== "approved" ? (
        <label className={`button button--secondary identity__upload ${busy ? "is-busy" : ""}`}>
          <input
            type="file"
            name={`identity-${kind}`}
            accept="image/png,image/jpeg"
            disabled={busy}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {busy ? t("identity.uploading") : document ? t("identity.replace") : t("identity.upload")}
        </label>
      ) : null}
      <FormError message={error} />
    </li>
  );
}
