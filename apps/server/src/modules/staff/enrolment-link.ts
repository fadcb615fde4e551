/** The back office's enrolment page for a one-time token (relative when no public address is set). */
export const enrolmentLink = (token: string, publicUrl?: string) =>
  `${(publicUrl ?? "").replace(/\/+$/, "")}/backoffice/#/enrol?token=${token}`;
