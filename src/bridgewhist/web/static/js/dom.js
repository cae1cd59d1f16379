// @ts-check
// A page's elements by id, checked: an element the page lacks, or one of another kind than the
// script reads, is a one-line error naming it at the first reading, not a null read further on.
// Used by every page (the table's page.js, the lobby, the score pad).

/**
 * The page's element with this id.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no element #${id}`);
  return found;
}

/**
 * The page's element with this id, of this kind (an input, a select, a form, a link...).
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{ new (): T, prototype: T, name: string }} kind
 * @returns {T}
 */
export function byIdOf(id, kind) {
  const found = byId(id);
  if (!(found instanceof kind)) throw new Error(`#${id} is not a ${kind.name}`);
  return found;
}

/**
 * The first element under `root` this selector finds, of this kind.
 * @template {Element} T
 * @param {ParentNode} root
 * @param {string} selector
 * @param {{ new (): T, prototype: T, name: string }} kind
 * @returns {T}
 */
export function find(root, selector, kind) {
  const found = root.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`no ${kind.name} matches ${selector}`);
  return found;
}

/**
 * The control of this name in a form (an input, a select, or a group of radio buttons sharing
 * the name), or null when the form has none.
 * @param {HTMLFormElement} form
 * @param {string} name
 * @returns {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | RadioNodeList | null}
 */
export function control(form, name) {
  const found = form.elements.namedItem(name);
  if (found instanceof RadioNodeList || found instanceof HTMLInputElement || found instanceof HTMLSelectElement
    || found instanceof HTMLTextAreaElement) return found;
  return null;
}

/**
 * The value of the form's control of this name (a radio group's is its checked button's).
 * @param {HTMLFormElement} form
 * @param {string} name
 * @returns {string}
 */
export function valueOf(form, name) {
  const found = control(form, name);
  if (!found) throw new Error(`the form has no field ${name}`);
  return found.value;
}

/**
 * The form's input of this name (a text box, a checkbox...).
 * @param {HTMLFormElement} form
 * @param {string} name
 * @returns {HTMLInputElement}
 */
export function inputOf(form, name) {
  const found = control(form, name);
  if (!(found instanceof HTMLInputElement)) throw new Error(`the form has no input ${name}`);
  return found;
}
