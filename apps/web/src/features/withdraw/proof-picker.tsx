import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "#app/components/form/form-parts.tsx";

export type PickedProof = { key: string; file: File; url: string; proofId?: number };

/** Reads the first bytes: a PNG or JPEG whatever the file is called (the server checks again). */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/** A data: address of the image: the site's content policy admits data: images, not blob: ones. */
function previewOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Up to three png or jpg images of at most 5 MB, shown as previews before they are sent. */
export function ProofPicker({
  proofs,
  onChange,
  onRemove,
}: {
  proofs: PickedProof[];
  onChange(next: PickedProof[]): void;
  onRemove(proof: PickedProof): void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    setProblem(null);
    const next = [...proofs];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= PROOF_LIMITS.maxCount) {
        setProblem(t("errors.upload.count"));
        break;
      }
      if (file.size > PROOF_LIMITS.maxBytes) {
        setProblem(t("errors.upload.too.large"));
        continue;
      }
      if (!(await isImage(file))) {
        setProblem(t("errors.upload.type"));
        continue;
      }
      next.push({ key: `${file.name}-${file.size}-${Math.random()}`, file, url: await previewOf(file) });
    }
    onChange(next);
  };

  return (
    <div className="withdraw-proofs">
      <ul className="withdraw-proofs__list">
        {proofs.map((proof) => (
          <li key={proof.key} className="withdraw-proofs__item">
            <img src={proof.url} alt={proof.file.name} />
            <button
              type="button"
              className="withdraw-proofs__remove"
              aria-label={t("withdraw.confirm.removeImage")}
              onClick={() => onRemove(proof)}
            >
              ×
            </button>
          </li>
        ))}
        {proofs.length < PROOF_LIMITS.maxCount ? (
          <li>
            <label className="withdraw-proofs__add">
              <input
                type="file"
                name="proof"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = "";
                }}
              />
              <span>{t("withdraw.confirm.addImage")}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p className="withdraw__hint">{t("withdraw.confirm.imageRules")}</p>
      <FormError message={problem} />
    </div>
  );
}
