/** The avatars a member may choose from: `apps/web/public/media/avatars/<id>.svg` (scripts/generate-artwork.mjs). */
export const AVATAR_COUNT = 12;

export type Avatar = { id: number; url: string };

export const avatarUrl = (id: number) => `/media/avatars/${id}.svg`;

export const AVATARS: readonly Avatar[] = Array.from({ length: AVATAR_COUNT }, (_, index) => ({
  id: index + 1,
  url: avatarUrl(index + 1),
}));

export const isAvatarId = (id: number) => Number.isInteger(id) && id >= 1 && id <= AVATAR_COUNT;

/**
 * A member who never chose one gets an avatar picked from the id: the same on every device, and
 * accounts registered one after another look different.
 */
export function defaultAvatarId(memberId: number): number {
  return (Math.abs(memberId) % AVATAR_COUNT) + 1;
}

export function avatarOf(member: { id: number; avatarId: number | null }): Avatar {
  const id =
    member.avatarId !== null && isAvatarId(member.avatarId) ? member.avatarId : defaultAvatarId(member.id);
  return { id, url: avatarUrl(id) };
}
