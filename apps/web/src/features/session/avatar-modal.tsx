import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { playerAvatarQuery, updatePlayerAvatar } from "./api.ts";

/** The avatar picker (PROFPIC3): the avatars the server offers, the current one marked. */
export function AvatarModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(playerAvatarQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? data?.current.id ?? null;
  const save = useMutation({
    mutationFn: (avatarId: number) => updatePlayerAvatar(avatarId),
    onSuccess: (avatar) => {
      queryClient.setQueryData(queryKeys.memberIcon(), { icon: avatar.url });
      void queryClient.invalidateQueries({ queryKey: queryKeys.playerAvatar() });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null || selected === data?.current.id) return onClose();
    save.mutate(selected);
  };
  const errorText = (error: unknown) =>
    error instanceof ApiError
      ? t(`errors.${error.errorCode}`, { defaultValue: t("session.avatarError") })
      : t("session.avatarError");

  return (
    <Modal title={t("session.avatarTitle")} onClose={onClose} width={480}>
      {isPending ? (
        <div className="avatar-picker avatar-picker--loading" aria-busy="true" />
      ) : isError ? (
        <p className="form__error" role="alert">
          {t("session.avatarLoadError")}
        </p>
      ) : (
        <form className="form" onSubmit={submit}>
          <fieldset className="avatar-picker">
            <legend className="visually-hidden">{t("session.avatarTitle")}</legend>
            {data.choices.map((avatar, index) => (
              <label key={avatar.id} className="avatar-picker__choice">
                <input
                  type="radio"
                  name="avatarId"
                  value={avatar.id}
                  checked={selected === avatar.id}
                  onChange={() => setChosen(avatar.id)}
                />
                <img
                  src={avatar.url}
                  alt={t("session.avatarOption", { number: index + 1 })}
                  width={72}
                  height={72}
                />
              </label>
            ))}
          </fieldset>
          {save.isError ? (
            <p className="form__error" role="alert">
              {errorText(save.error)}
            </p>
          ) : null}
          <div className="confirm-modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t("session.cancel")}
            </button>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t("session.avatarSave")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
