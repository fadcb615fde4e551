const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

/**
 * Runs a send once more when it lost a race on its own reference (two tabs or a retry sending the
 * same message at once): the second run finds the message the first one made and answers it.
 */
export async function onceByReference<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return send();
  }
}
