/** One text message to a mobile number. */
export type SmsMessage = {
  merchantCode: string;
  /** "+<dialing code><number>", digits only after the plus. */
  to: string;
  text: string;
};

/**
 * Delivers text messages. The platform ships the outbox adapter (`outbox.ts`), which keeps every
 * message in the database; a deployment with an SMS gateway passes its own adapter to `buildApp`.
 */
export type SmsSender = {
  send(message: SmsMessage): Promise<void>;
};
