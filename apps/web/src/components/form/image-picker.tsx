import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { FormError } from "./form-parts.tsx";

let picked = 0;

/** An image the member picked: the file and its preview (a data: address). */
export type PickedImage = { key: string; file: File; url: string };

/** Reads the first bytes: a PNG or JPEG whatever the file is called (the server checks again). */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/** A data: address of the file: the site's content policy admits data: images, not blob: ones. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Up to `maxCount` png or jpg images of at most `maxBytes` each, previewed before they are sent
 * (withdrawal proofs, promotion applications). A file that breaks a rule is left out and said why.
 */
export function ImagePicker<T extends PickedImage>({
  images,
  maxCount,
  maxBytes,
  inputName,
  labels,
  onAdd,
  onRemove,
}: {
  images: T[];
  maxCount: number;
  maxBytes: number;
  inputName: string;
  labels: { add: string; remove: string; rules: string };
  onAdd(added: PickedImage[]): void;
  onRemove(image: T): void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    setProblem(null);
    const added: PickedImage[] = [];
    for (const file of Array.from(files ?? [])) {
      if (images.length + added.length >= maxCount) {
        setProblem(t("errors.upload.count"));
        break;
      }
      if (file.size > maxBytes) {
        setProblem(t("errors.upload.too.large"));
        continue;
      }
      if (!(await isImage(file))) {
        setProblem(t("errors.upload.type"));
        continue;
      }
      added.push({ key: `${file.name}-${file.size}-${++picked}`, file, url: await readAsDataUrl(file) });
    }
    if (added.length > 0) onAdd(added);
  };

  return (
    <div className="image-picker">
      <ul className="image-picker__list">
        {images.map((image) => (
          <li key={image.key} className="image-picker__item">
            <img src={image.url} alt={image.file.name} />
            <button
              type="button"
              className="image-picker__remove"
              aria-label={labels.remove}
              onClick={() => onRemove(image)}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < maxCount ? (
          <li>
            <label className="image-picker__add">
              <input
                type="file"
                name={inputName}
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = "";
                }}
              />
              <span aria-hidden="true">+</span>
              <span>{labels.add}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p className="image-picker__hint">{labels.rules}</p>
      <FormError message={problem} />
    </div>
  );
}
