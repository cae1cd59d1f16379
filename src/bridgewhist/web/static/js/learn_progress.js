// @ts-check
// The lessons' progress as the browser keeps it (localStorage): which lessons are done, and
// which comes next. Pure: the storage is passed in, so node tests it without a browser.

export const PROGRESS_KEY = "bridgewhist.learn.done";

/**
 * The keys of the lessons done, as kept (an unreadable record is no progress).
 * @param {{getItem(key: string): string | null}} storage
 * @returns {string[]}
 */
export function doneKeys(storage) {
  try {
    const kept = JSON.parse(storage.getItem(PROGRESS_KEY) || "[]");
    return Array.isArray(kept) ? kept.filter((key) => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Keep a lesson as done (once) or, with `done` false, as not done (a restart).
 * @param {{getItem(key: string): string | null, setItem(key: string, value: string): void}} storage
 * @param {string} key
 * @param {boolean} done
 * @returns {string[]} the keys done afterwards
 */
export function markDone(storage, key, done = true) {
  const keys = doneKeys(storage).filter((kept) => kept !== key);
  if (done) keys.push(key);
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(keys));
  } catch {
    /* private mode: the progress lasts as long as the page */
  }
  return keys;
}

/**
 * The lesson after `key` in `order`, or null after the last.
 * @param {string[]} order
 * @param {string} key
 * @returns {string | null}
 */
export function nextLesson(order, key) {
  const at = order.indexOf(key);
  return at >= 0 && at + 1 < order.length ? order[at + 1] : null;
}

/**
 * "2 of 6 lessons done" (the page's progress line).
 * @param {string[]} order
 * @param {string[]} done
 * @returns {string}
 */
export function progressText(order, done) {
  const count = order.filter((key) => done.includes(key)).length;
  return `${count} of ${order.length} lessons done`;
}
