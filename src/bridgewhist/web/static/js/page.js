// @ts-check
// The table page's constants: the table's id from the address, and its elements by id.

/** The table's id, read from the page's address (/t/ID). */
export const tableId = decodeURIComponent(location.pathname.replace(/\/+$/, "").split("/").pop() || "");

/**
 * The page's element with this id.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function $(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/**
 * The page's input (or select) with this id.
 * @param {string} id
 * @returns {HTMLInputElement}
 */
export function input(id) {
  return /** @type {HTMLInputElement} */ (document.getElementById(id));
}
