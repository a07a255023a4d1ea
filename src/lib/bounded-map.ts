/**
 * A Map for a module-level cache keyed by something visitors choose (a path, an address): at most
 * `maxEntries`, the least recently used first out, so the server's memory cannot grow with traffic.
 */
export function boundedMap<Key, Value>(maxEntries: number) {
  const entries = new Map<Key, Value>()
  return {
    get(key: Key): Value | undefined {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as Value
      // A Map keeps insertion order: moved to the end, it is now the most recently used.
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key: Key, value: Value): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as Key)
    },
    delete: (key: Key): boolean => entries.delete(key),
    get size() {
      return entries.size
    },
  }
}
