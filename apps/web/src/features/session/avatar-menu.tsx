import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { HeaderImage } from "#app/components/ui/host-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { agentCentreOn } from "#app/features/agent-centre/availability.ts";
import { openAgentCentre } from "#app/features/agent-centre/open.ts";
import { useUnreadCount } from "#app/features/inbox/api.ts";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { hasPage, visiblePages } from "#app/features/member-centre/pages.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import type { MemberInfo } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { memberIconQuery } from "./api.ts";
import { requireRealAccount } from "./guards.ts";
import { MemberLabel } from "./member-label.tsx";
import { isTrialAccount, opensAgentCentre } from "./session-values.ts";

const DEFAULT_AVATAR = "/media/avatars/default.svg";

export function MemberAvatar({ size }: { size: number }) {
  const { data } = useQuery(memberIconQuery());
  return (
    <HeaderImage
      key={data?.icon || DEFAULT_AVATAR}
      className="member-avatar"
      src={data?.icon || DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
    />
  );
}

/** Moves focus between the menu's entries with the arrow keys, as a menu should. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === "ArrowDown" ? index + 1 : index - 1;
  items[(next + items.length) % items.length]?.focus();
}

type MenuEntry = {
  /** Whether this member is offered the entry (trial accounts are kept to what they may do). */
  shown: boolean;
  labelKey: string;
  icon: string;
  action: () => void;
  /** Marks the entry that stands apart: the upgrade for trial players, sign out. */
  modifier?: "upgrade" | "exit";
  /** Unread messages, shown beside the inbox entry. */
  count?: number;
};

/** The inbox is offered to real members while the merchant has it on. */
const offersInbox = (member: MemberInfo, modules: Record<string, boolean>) =>
  !isTrialAccount(member) && hasPage("messageV2") && modules.INBOX3 !== false;

/** The entries this member's menu offers, in menu order. */
function menuEntries(member: MemberInfo, modules: Record<string, boolean>, unread: number): MenuEntry[] {
  const trial = isTrialAccount(member);
  const { openModal } = useUiStore.getState();
  const entries: MenuEntry[] = [
    {
      shown: trial,
      labelKey: "session.registerReal",
      icon: "user",
      action: () => openModal("trialWarning"),
      modifier: "upgrade",
    },
    {
      shown: !trial && visiblePages(member, modules).length > 0,
      labelKey: "memberCentre.open",
      icon: "user",
      action: () => openMemberCentre(),
    },
    {
      shown: !trial && hasPage("transactionHistory") && modules.MEMTRANS3 !== false,
      labelKey: "memberCentre.pages.transactionHistory",
      icon: "receipt",
      action: () => openMemberCentre("transactionHistory"),
    },
    {
      shown: !trial && hasPage("personalHistoryCopy"),
      labelKey: "memberCentre.pages.personalHistoryCopy",
      icon: "dice",
      action: () => openMemberCentre("personalHistoryCopy"),
    },
    {
      // Agent accounts only (decision 004), while the merchant has the agent centre on.
      shown: opensAgentCentre(member) && agentCentreOn(modules),
      labelKey: "session.agentCentre",
      icon: "agent",
      action: () => openAgentCentre(),
    },
    {
      shown: offersInbox(member, modules),
      labelKey: "memberCentre.pages.messageV2",
      icon: "mail",
      action: () => openMemberCentre("messageV2"),
      count: unread,
    },
    {
      shown: Boolean(modules.PROFPIC3),
      labelKey: "session.changeAvatar",
      icon: "avatar",
      action: () => requireRealAccount() && openModal("avatar"),
    },
    {
      shown: true,
      labelKey: "session.changePassword",
      icon: "key",
      action: () => requireRealAccount() && openModal("changePassword"),
    },
    {
      shown: true,
      labelKey: "session.signOut",
      icon: "logout",
      action: () => openModal("logout"),
      modifier: "exit",
    },
  ];
  return entries.filter((entry) => entry.shown);
}

/** The member's avatar in the header and the menu it opens: account, avatar, password, sign out. */
export function AvatarMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const modules = useModules();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const trial = isTrialAccount(member);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const unread = useUnreadCount(offersInbox(member, modules));
  const entries = menuEntries(member, modules, unread);

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("session.accountMenu", { account: member.account })}
        onClick={() => setOpen(!open)}
      >
        <MemberAvatar size={32} />
        {trial ? (
          <span className="avatar-menu__trial-tag" aria-hidden="true">
            {t("session.trialShort")}
          </span>
        ) : null}
        {/* Phones have no room for the envelope: the avatar carries the unread count instead. */}
        {unread > 0 ? (
          <span className="avatar-menu__unread" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
        <span className="avatar-menu__account" data-testid="member-account">
          {member.account}
        </span>
        <Icon name="chevron-down" size={16} className="avatar-menu__chevron" />
      </button>
      {open ? (
        <div className="avatar-menu__panel" id={menuId} role="menu" onKeyDown={moveFocus} tabIndex={-1}>
          <div className="avatar-menu__who">
            <MemberAvatar size={44} />
            <div>
              <p className="avatar-menu__name">{member.account}</p>
              {trial ? (
                <p className="avatar-menu__kind is-trial">{t("session.trialBadge")}</p>
              ) : member.nickname && member.nickname !== member.account ? (
                <p className="avatar-menu__kind">{member.nickname}</p>
              ) : null}
              <MemberLabel member={member} className="avatar-menu__label" />
            </div>
          </div>
          {entries.map((entry) => (
            <button
              key={entry.labelKey}
              type="button"
              role="menuitem"
              className={
                entry.modifier
                  ? `avatar-menu__item avatar-menu__item--${entry.modifier}`
                  : "avatar-menu__item"
              }
              onClick={choose(entry.action)}
            >
              <Icon name={entry.icon} size={18} />
              {t(entry.labelKey)}
              {entry.count ? (
                <span className="avatar-menu__count" data-testid="avatar-menu-unread">
                  {entry.count}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
