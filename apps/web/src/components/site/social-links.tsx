import type { ResourceType } from "@banca/contract/site";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { SmartLink } from "./smart-link.tsx";

const ICONS: Partial<Record<ResourceType, string>> = {
  TELEGRAM: "telegram",
  "TELEGRAM 1": "telegram",
  "TELEGRAM 2": "telegram",
  FACEBOOK: "facebook",
  INSTAGRAM: "instagram",
  TIKTOK: "tiktok",
  TWITTER: "twitter",
  YOUTUBE: "youtube",
};

/** Links to the merchant's configured social channels, in the order given; none configured → nothing. */
export function SocialLinks({ types, className }: { types: readonly ResourceType[]; className?: string }) {
  const { t } = useTranslation();
  const resources = useSiteStatus().info.resources.filter(
    (resource) => types.includes(resource.resourceType) && resource.url,
  );
  if (resources.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ""}`}>
      {resources.map((resource) => (
        <li key={resource.resourceType}>
          <SmartLink
            to={resource.url}
            ariaLabel={resource.labelNameEn || t(`social.${resource.resourceType}`)}
            title={resource.labelNameEn}
          >
            <Icon name={ICONS[resource.resourceType] ?? "chat"} size={18} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
