/** One plain-text e-mail. */
export type EmailMessage = {
  merchantCode: string;
  to: string;
  subject: string;
  text: string;
};

/**
 * Delivers e-mail. The platform ships the outbox adapter (`outbox.ts`), which keeps every message
 * in the database; a deployment with a mail service passes its own adapter to `buildApp`.
 */
export type EmailSender = {
  send(message: EmailMessage): Promise<void>;
};
