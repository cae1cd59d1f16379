// @ts-check
// The table page's constants: the table's id from the address, and its elements by id.

import { byId } from "./dom.js";

/** The table's id, read from the page's address (/t/ID). */
export const tableId = decodeURIComponent(location.pathname.replace(/\/+$/, "").split("/").pop() || "");

/** The page's element with this id (dom.js: a missing one is an error naming it). */
export const $ = byId;

/**
 * The page's input (or select) with this id.
 * @param {string} id
 * @returns {HTMLInputElement | HTMLSelectElement}
 */
export function input(id) {
  const found = byId(id);
  if (found instanceof HTMLInputElement || found instanceof HTMLSelectElement) return found;
  throw new Error(`#${id} is neither an input nor a select`);
}
