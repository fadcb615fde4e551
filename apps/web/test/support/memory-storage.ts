/** Browser storage held in memory, for the modules that read `window.sessionStorage` as they load. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    /** Everything stored, as one string, to check what a flow left behind. */
    dump: () => JSON.stringify([...items]),
  };
}
